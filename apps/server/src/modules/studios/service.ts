import { ErrorCodes, encodeStudioUuid, type Studio } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findClosingHours, findContacts, findStudio, findStudios, findStudiosByIds } from './repo.ts';
import type { StudioClosingHoursRow, StudioContactRow, StudioRow } from './schema.ts';

/** Countries whose addresses carry a state and put the house number first (spec 000 section 6). */
const STATE_COUNTRIES = new Set(['US']);

function countryName(countryCode: string, locale: string): string {
  const names = new Intl.DisplayNames([locale.replace('_', '-'), 'en'], { type: 'region' });
  return names.of(countryCode) ?? countryCode;
}

function groupByStudio<T extends { studioId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.studioId, [...(groups.get(row.studioId) ?? []), row]);
  return groups;
}

export function toStudio(row: StudioRow, contacts: StudioContactRow[], closingHours: StudioClosingHoursRow[]): Studio {
  const usesStates = STATE_COUNTRIES.has(row.countryCode);
  return {
    id: row.id,
    studioUuid: encodeStudioUuid({ tenant: row.tenantId, organizationUnitId: row.id }),
    name: row.name,
    zoneId: row.zoneId,
    magiclineTenant: row.tenantId,
    facilityGroup: row.facilityGroup,
    magiclineId: row.magiclineId,
    studioType: row.studioType,
    currencyCode: row.currencyCode,
    locale: row.locale,
    logo: row.logoUrl,
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      city: row.city,
      zip: row.zip,
      zipCode: row.zip,
      provinceCode: row.provinceCode,
      country: countryName(row.countryCode, row.locale),
      countryCode: row.countryCode,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    contacts: contacts.map(({ type, value }) => ({ type, value })),
    studioProperties: { houseNumberFirst: usesStates, hasState: usesStates },
    closingHoursDtos: closingHours.map(({ from, until, reason }) => ({
      from: from.toISOString(),
      until: until.toISOString(),
      reason,
    })),
  };
}

async function withDetails(db: Database, rows: StudioRow[]): Promise<Studio[]> {
  const ids = rows.map((row) => row.id);
  const [contacts, closingHours] = await Promise.all([findContacts(db, ids), findClosingHours(db, ids)]);
  const contactsByStudio = groupByStudio(contacts);
  const closingByStudio = groupByStudio(closingHours);
  return rows.map((row) => toStudio(row, contactsByStudio.get(row.id) ?? [], closingByStudio.get(row.id) ?? []));
}

export function listStudios(db: Database, tenantId: string | undefined): Promise<Studio[]> {
  return findStudios(db, tenantId).then((rows) => withDetails(db, rows));
}

export async function requireStudio(db: Database, studioId: number): Promise<StudioRow> {
  const row = await findStudio(db, studioId);
  if (!row) throw notFound(ErrorCodes.studioNotFound, `Studio ${studioId} not found`);
  return row;
}

export async function getStudio(db: Database, studioId: number): Promise<Studio> {
  const row = await requireStudio(db, studioId);
  const [studio] = await withDetails(db, [row]);
  return studio as Studio;
}

/** Id and time zone of a tenant's studios, for other modules. */
export async function listStudioRefs(db: Database, tenantId: string): Promise<{ id: number; zoneId: string }[]> {
  const rows = await findStudios(db, tenantId);
  return rows.map(({ id, zoneId }) => ({ id, zoneId }));
}

/** Studio names by id, for other modules' answers. */
export async function studioNamesById(db: Database, studioIds: number[]): Promise<Map<number, string>> {
  const rows = await findStudiosByIds(db, [...new Set(studioIds)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
