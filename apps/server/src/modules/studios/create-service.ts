import type { Database } from '../../db/client.ts';
import { insertContacts, insertStudio, nextStudioId } from './repo.ts';
import type { StudioRow } from './schema.ts';

/** A new studio as an operator describes it; zone, currency and locale default to Europe/Berlin, EUR and de_DE. */
export interface NewStudio {
  tenantId: string;
  facilityGroup: string;
  name: string;
  street: string;
  houseNumber?: string | undefined;
  zip: string;
  city: string;
  countryCode: string;
  zoneId?: string | undefined;
  currencyCode?: string | undefined;
  locale?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  website?: string | undefined;
}

function contactsOf(studio: StudioRow, input: NewStudio) {
  const values = [
    { type: 'PHONE' as const, value: input.phone },
    { type: 'EMAIL' as const, value: input.email },
    { type: 'WEBSITE' as const, value: input.website },
  ];
  return values.flatMap(({ type, value }, position) =>
    value ? [{ tenantId: studio.tenantId, studioId: studio.id, type, value, position }] : [],
  );
}

/** Creates a studio with the next free organisation unit id (also its Magicline id) and its contacts. */
export async function createStudio(db: Database, input: NewStudio): Promise<StudioRow> {
  const id = await nextStudioId(db);
  const studio = await insertStudio(db, {
    id,
    magiclineId: id,
    tenantId: input.tenantId,
    facilityGroup: input.facilityGroup,
    name: input.name,
    street: input.street,
    houseNumber: input.houseNumber ?? null,
    zip: input.zip,
    city: input.city,
    countryCode: input.countryCode,
    ...(input.zoneId ? { zoneId: input.zoneId } : {}),
    ...(input.currencyCode ? { currencyCode: input.currencyCode } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
  });
  await insertContacts(db, contactsOf(studio, input));
  return studio;
}
