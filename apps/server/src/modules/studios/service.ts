import { decodeStudioUuid, ErrorCodes, encodeStudioUuid, type Studio, type StudioAddress } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import { findClosingHours, findContacts, findStudio, findStudioBySlug, findStudios, findStudiosByIds } from './repo.ts';
import type { StudioClosingHoursRow, StudioContactRow, StudioRow } from './schema.ts';

/** Countries whose addresses carry a state and put the house number first (spec 000 section 6). */
const STATE_COUNTRIES = new Set(['US']);

const regionNames = new Map<string, Intl.DisplayNames>();

/** Building Intl.DisplayNames costs far more than a lookup, and a result list names many countries. */
export function countryName(countryCode: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale.replace('_', '-'), 'en'], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(countryCode) ?? countryCode;
}

export function groupByStudio<T extends { studioId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.studioId, [...(groups.get(row.studioId) ?? []), row]);
  return groups;
}

export function addressOf(row: StudioRow): StudioAddress {
  return {
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
  };
}

export function studioPropertiesOf(row: StudioRow): Studio['studioProperties'] {
  const usesStates = STATE_COUNTRIES.has(row.countryCode);
  return { houseNumberFirst: usesStates, hasState: usesStates };
}

export function studioUuidOf(row: StudioRow): string {
  return encodeStudioUuid({ tenant: row.tenantId, organizationUnitId: row.id });
}

/** A studio with its contacts and closing periods, their reasons in the locale where translated. */
export function toStudio(
  row: StudioRow,
  contacts: StudioContactRow[],
  closingHours: StudioClosingHoursRow[],
  locale: string | undefined,
): Studio {
  return {
    id: row.id,
    studioUuid: studioUuidOf(row),
    name: row.name,
    zoneId: row.zoneId,
    magiclineTenant: row.tenantId,
    facilityGroup: row.facilityGroup,
    magiclineId: row.magiclineId,
    studioType: row.studioType,
    currencyCode: row.currencyCode,
    locale: row.locale,
    logo: row.logoUrl,
    address: addressOf(row),
    contacts: contacts.map(({ type, value }) => ({ type, value })),
    studioProperties: studioPropertiesOf(row),
    closingHoursDtos: closingHours.map((closure) => ({
      from: closure.from.toISOString(),
      until: closure.until.toISOString(),
      reason: translated(closure, closure.translations, locale).reason,
    })),
    onlineCancellationEnabled: row.onlineCancellationEnabled,
  };
}

async function withDetails(db: Database, rows: StudioRow[], locale: string | undefined): Promise<Studio[]> {
  const ids = rows.map((row) => row.id);
  const [contacts, closingHours] = await Promise.all([findContacts(db, ids), findClosingHours(db, ids)]);
  const contactsByStudio = groupByStudio(contacts);
  const closingByStudio = groupByStudio(closingHours);
  return rows.map((row) =>
    toStudio(row, contactsByStudio.get(row.id) ?? [], closingByStudio.get(row.id) ?? [], locale),
  );
}

export function listStudios(db: Database, tenantId: string | undefined, locale: string | undefined): Promise<Studio[]> {
  return findStudios(db, tenantId).then((rows) => withDetails(db, rows, locale));
}

export async function requireStudio(db: Database, studioId: number): Promise<StudioRow> {
  const row = await findStudio(db, studioId);
  if (!row) throw notFound(ErrorCodes.studioNotFound, `Studio ${studioId} not found`);
  return row;
}

/** A studio of the tenant; a studio of another tenant is as unknown as a studio that does not exist. */
export async function requireStudioOfTenant(db: Database, studioId: number, tenantId: string): Promise<StudioRow> {
  const row = await findStudio(db, studioId);
  if (row?.tenantId !== tenantId) throw notFound(ErrorCodes.studioNotFound, `Studio ${studioId} not found`);
  return row;
}

export async function studioOf(db: Database, row: StudioRow, locale: string | undefined): Promise<Studio> {
  const [studio] = await withDetails(db, [row], locale);
  return studio as Studio;
}

export async function getStudio(db: Database, studioId: number, locale: string | undefined): Promise<Studio> {
  return studioOf(db, await requireStudio(db, studioId), locale);
}

async function findByAlias(db: Database, alias: string): Promise<StudioRow | undefined> {
  if (/^\d{1,15}$/.test(alias)) return findStudio(db, Number(alias));
  const bySlug = await findStudioBySlug(db, alias.toLowerCase());
  if (bySlug) return bySlug;
  const ref = decodeStudioUuid(alias);
  const byUuid = ref ? await findStudio(db, ref.organizationUnitId) : undefined;
  return byUuid?.tenantId === ref?.tenant ? byUuid : undefined;
}

/** A studio by its id, its slug or its studio uuid (whose tenant must be the studio's). */
export async function requireStudioByAlias(db: Database, alias: string): Promise<StudioRow> {
  const row = await findByAlias(db, alias);
  if (!row) throw notFound(ErrorCodes.studioNotFound, `Studio ${alias} not found`);
  return row;
}

/** The address part of a studio page: its slug, else its id. */
export function aliasOf(row: StudioRow): string {
  return row.slug ?? String(row.id);
}

/** Id and time zone of a tenant's studios, for other modules. */
export async function listStudioRefs(db: Database, tenantId: string): Promise<{ id: number; zoneId: string }[]> {
  const rows = await findStudios(db, tenantId);
  return rows.map(({ id, zoneId }) => ({ id, zoneId }));
}

/** Studio name and time zone by id, for other modules' answers. */
export async function studioSummariesById(
  db: Database,
  studioIds: number[],
): Promise<Map<number, { id: number; name: string; zoneId: string }>> {
  const rows = await findStudiosByIds(db, [...new Set(studioIds)]);
  return new Map(rows.map(({ id, name, zoneId }) => [id, { id, name, zoneId }]));
}

/** Studio names by id, for other modules' answers. */
export async function studioNamesById(db: Database, studioIds: number[]): Promise<Map<number, string>> {
  const rows = await findStudiosByIds(db, [...new Set(studioIds)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
