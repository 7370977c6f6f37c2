import type {
  CategoryCount,
  CityCount,
  FeatureCategory,
  FilterStudio,
  PublicStudio,
  StudioContact,
  StudioCountry,
  StudioFilterQuery,
  StudioPage,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { roundTo } from '../../lib/geo.ts';
import { searchWords } from '../../lib/search-text.ts';
import { CATEGORIES, FEATURE_CATEGORIES, nameIn } from './catalogue.ts';
import { findContacts } from './repo.ts';
import type { StudioRow } from './schema.ts';
import {
  compactStudioRows,
  countCodes,
  countRowsByCity,
  countRowsByCountry,
  countStudioRows,
  type StudioFilter,
  type StudioHit,
  searchStudioRows,
} from './search-repo.ts';
import { addressOf, aliasOf, groupByStudio, studioPropertiesOf, studioUuidOf } from './service.ts';

/** The most rows the compact list for filter drop-downs answers. */
const COMPACT_LIMIT = 500;

/** The filter a list call's query asks for, narrowed by what the call itself fixes (a variant's rule). */
export function filterOf(query: StudioFilterQuery, fixed: Partial<StudioFilter> = {}): StudioFilter {
  const near =
    query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
  return {
    words: searchWords(query.query ?? ''),
    near,
    radiusKm: near ? query.radiusKm : undefined,
    tenant: query.tenant,
    facilityGroup: query.facilityGroup,
    countryCode: query.countryCode,
    category: query.category,
    feature: query.feature,
    ...fixed,
  };
}

function contactValue(contacts: StudioContact[], type: StudioContact['type']): string | null {
  return contacts.find((contact) => contact.type === type)?.value ?? null;
}

/** The links and addresses a studio card shows besides the studio row. */
export function publicFieldsOf(row: StudioRow, contacts: StudioContact[]) {
  return {
    alias: aliasOf(row),
    logoUrl: row.logoUrl,
    website: contactValue(contacts, 'WEBSITE'),
    email: contactValue(contacts, 'EMAIL'),
    categories: row.categories,
    features: row.features,
    universalCheckIn: row.universalCheckIn,
  };
}

function toPublicStudio(hit: StudioHit, contacts: StudioContact[]): PublicStudio {
  return {
    id: hit.id,
    studioUuid: studioUuidOf(hit),
    name: hit.name,
    magiclineTenant: hit.tenantId,
    facilityGroup: hit.facilityGroup,
    studioType: hit.studioType,
    zoneId: hit.zoneId,
    address: addressOf(hit),
    studioProperties: studioPropertiesOf(hit),
    distanceKm: hit.distanceKm === null ? null : roundTo(hit.distanceKm, 2),
    ...publicFieldsOf(hit, contacts),
  };
}

export async function studioPage(
  db: Database,
  filter: StudioFilter,
  page: { page: number; size: number },
): Promise<StudioPage> {
  const { rows, total } = await searchStudioRows(db, filter, { offset: page.page * page.size, limit: page.size });
  const contacts = groupByStudio(
    await findContacts(
      db,
      rows.map((row) => row.id),
    ),
  );
  return {
    content: rows.map((row) => toPublicStudio(row, contacts.get(row.id) ?? [])),
    page: page.page,
    size: page.size,
    totalElements: total,
  };
}

export async function studioCount(db: Database, filter: StudioFilter): Promise<{ count: number }> {
  return { count: await countStudioRows(db, filter) };
}

export function compactStudios(db: Database, filter: StudioFilter): Promise<FilterStudio[]> {
  return compactStudioRows(db, filter, COMPACT_LIMIT);
}

export function studioCountByCity(db: Database, filter: StudioFilter): Promise<CityCount[]> {
  return countRowsByCity(db, filter);
}

/** The countries that have studios, named in the caller's language and sorted as it sorts. */
export async function studioCountries(db: Database, locale: string): Promise<StudioCountry[]> {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const rows = await countRowsByCountry(db);
  return rows
    .map((row) => ({
      code: row.countryCode,
      name: names.of(row.countryCode) ?? row.countryCode,
      studioCount: row.count,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The catalogue's categories that matching studios use, with counts, most used first. */
export async function studioCategories(
  db: Database,
  filter: StudioFilter,
  locale: string | undefined,
): Promise<CategoryCount[]> {
  const counts = await countCodes(db, filter, 'categories');
  return Object.entries(CATEGORIES)
    .filter(([code]) => counts.has(code))
    .map(([code, names]) => ({ code, name: nameIn(names, locale), studioCount: counts.get(code) ?? 0 }))
    .sort((a, b) => b.studioCount - a.studioCount);
}

/** Every feature category of the catalogue with its features and how many matching studios have each. */
export async function studioFeatureCategories(
  db: Database,
  filter: StudioFilter,
  locale: string | undefined,
): Promise<FeatureCategory[]> {
  const counts = await countCodes(db, filter, 'features');
  return Object.entries(FEATURE_CATEGORIES).map(([code, category]) => ({
    code,
    name: nameIn(category.names, locale),
    features: Object.entries(category.features).map(([feature, names]) => ({
      code: feature,
      name: nameIn(names, locale),
      studioCount: counts.get(feature) ?? 0,
    })),
  }));
}
