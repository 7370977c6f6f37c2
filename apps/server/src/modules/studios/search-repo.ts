import { and, asc, count, desc, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Coordinates, distanceKmSql } from '../../lib/geo.ts';
import { prefixTsQuery } from '../../lib/search-text.ts';
import { studioColumns } from './repo.ts';
import { type StudioRow, studioFeatures, studioMenuEntries, studios } from './schema.ts';

/** What a studio list is narrowed to; words are already folded (searchWords). */
export interface StudioFilter {
  words: string[];
  near?: Coordinates | undefined;
  radiusKm?: number | undefined;
  tenant?: string | undefined;
  facilityGroup?: string | undefined;
  countryCode?: string | undefined;
  category?: string | undefined;
  feature?: string | undefined;
  universalCheckIn?: boolean;
  /** Takes online bookings: courses, appointments or events in its menu. */
  bookable?: boolean;
  /** Welcomes guests: its trial-session feature is not switched off. */
  welcomesGuests?: boolean;
}

export type StudioHit = StudioRow & { distanceKm: number | null };

const BOOKING_MENU_ENTRIES = ['COURSES', 'BENEFITS', 'STUDIO_EVENTS'];

function distanceOf(near: Coordinates): SQL<number> {
  return distanceKmSql(near, studios.latitude, studios.longitude).mapWith(Number);
}

function textCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql`${studios.searchVector} @@ to_tsquery('simple', ${prefixTsQuery(words)})`;
}

function bookableCondition(db: Database): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(studioMenuEntries)
      .where(and(eq(studioMenuEntries.studioId, studios.id), inArray(studioMenuEntries.entry, BOOKING_MENU_ENTRIES))),
  );
}

function welcomesGuestsCondition(db: Database): SQL {
  return not(
    exists(
      db
        .select({ one: sql`1` })
        .from(studioFeatures)
        .where(
          and(
            eq(studioFeatures.studioId, studios.id),
            eq(studioFeatures.feature, 'TRIAL_SESSION'),
            eq(studioFeatures.enabled, false),
          ),
        ),
    ),
  );
}

function conditions(db: Database, filter: StudioFilter): SQL | undefined {
  return and(
    textCondition(filter.words),
    filter.tenant ? eq(studios.tenantId, filter.tenant) : undefined,
    filter.facilityGroup ? eq(studios.facilityGroup, filter.facilityGroup) : undefined,
    filter.countryCode ? eq(studios.countryCode, filter.countryCode) : undefined,
    filter.category ? sql`${studios.categories} @> array[${filter.category}]::text[]` : undefined,
    filter.feature ? sql`${studios.features} @> array[${filter.feature}]::text[]` : undefined,
    filter.universalCheckIn ? eq(studios.universalCheckIn, true) : undefined,
    filter.bookable ? bookableCondition(db) : undefined,
    filter.welcomesGuests ? welcomesGuestsCondition(db) : undefined,
    filter.near && filter.radiusKm !== undefined
      ? sql`${distanceKmSql(filter.near, studios.latitude, studios.longitude)} <= ${filter.radiusKm}`
      : undefined,
  );
}

/**
 * Text relevance: the name is the query, the name starts with it, the city or postcode is it, the city or postcode
 * starts with it, any other word matches. starts_with rather than LIKE: planning a LIKE on the postcode cost PGlite
 * 50 ms a query, more than the search itself.
 */
function relevance(words: string[]): SQL {
  const phrase = words.join(' ');
  const name = studios.searchName;
  const city = studios.searchCity;
  return sql`case
    when ${name} = ${phrase} then 0
    when starts_with(${name}, ${phrase}) then 1
    when ${city} = ${phrase} or ${studios.zip} = ${phrase} then 2
    when starts_with(${city}, ${phrase}) or starts_with(${studios.zip}, ${phrase}) then 3
    else 4 end`;
}

const DISTANCE = 'distance_km';

function ordering(filter: StudioFilter): SQL[] {
  return [
    ...(filter.words.length > 0 ? [relevance(filter.words)] : []),
    ...(filter.near ? [sql`${sql.identifier(DISTANCE)} asc nulls last`] : []),
    asc(studios.name),
    asc(studios.id),
  ];
}

/** One page of matching studios, best first, and how many match in all. */
export async function searchStudioRows(
  db: Database,
  filter: StudioFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: StudioHit[]; total: number }> {
  const near = filter.near;
  const rows = await db
    .select({
      ...studioColumns,
      distanceKm: (near ? distanceOf(near) : sql<null>`null`).as(DISTANCE),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(studios)
    .where(conditions(db, filter))
    .orderBy(...ordering(filter))
    .offset(page.offset)
    .limit(page.limit);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countStudioRows(db, filter) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export async function countStudioRows(db: Database, filter: StudioFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(studios).where(conditions(db, filter));
  return row?.count ?? 0;
}

/** A compact list (id, name, city, country, brand) by city and name. */
export function compactStudioRows(db: Database, filter: StudioFilter, limit: number) {
  return db
    .select({
      id: studios.id,
      name: studios.name,
      city: studios.city,
      countryCode: studios.countryCode,
      facilityGroup: studios.facilityGroup,
    })
    .from(studios)
    .where(conditions(db, filter))
    .orderBy(asc(studios.city), asc(studios.name), asc(studios.id))
    .limit(limit);
}

/** Matching studios per city with the middle of their coordinates, most studios first. */
export function countRowsByCity(db: Database, filter: StudioFilter) {
  const studioCount = count();
  return db
    .select({
      city: studios.city,
      countryCode: studios.countryCode,
      count: studioCount,
      latitude: sql<number | null>`avg(${studios.latitude})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      longitude: sql<number | null>`avg(${studios.longitude})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(studios)
    .where(conditions(db, filter))
    .groupBy(studios.city, studios.countryCode)
    .orderBy(desc(studioCount), asc(studios.city));
}

export function countRowsByCountry(db: Database) {
  return db.select({ countryCode: studios.countryCode, count: count() }).from(studios).groupBy(studios.countryCode);
}

/** How many matching studios carry each code of an array column (categories or features). */
export async function countCodes(
  db: Database,
  filter: StudioFilter,
  column: 'categories' | 'features',
): Promise<Map<string, number>> {
  const code = sql<string>`unnest(${studios[column]})`;
  const inner = db
    .select({ code: code.as('code') })
    .from(studios)
    .where(conditions(db, filter))
    .as('codes');
  const rows = await db.select({ code: inner.code, count: count() }).from(inner).groupBy(inner.code);
  return new Map(rows.map((row) => [row.code, row.count]));
}

/** Studios of a facility group: how many, in which countries, and the middle of their coordinates. */
export async function facilityGroupSummary(db: Database, facilityGroup: string) {
  const [row] = await db
    .select({
      count: count(),
      countryCodes: sql<string[]>`coalesce(array_agg(distinct ${studios.countryCode}), '{}')`,
      latitude: sql<number | null>`avg(${studios.latitude})`,
      longitude: sql<number | null>`avg(${studios.longitude})`,
    })
    .from(studios)
    .where(eq(studios.facilityGroup, facilityGroup));
  return row;
}

/**
 * Cities (or, for a number, postcodes) of studio addresses with their middle point: for autocomplete those whose
 * city or postcode starts with the words, for a forward search those whose address contains them all.
 */
export function studioPlaceRows(
  db: Database,
  request: { words: string[]; countries: string[]; limit: number; prefixOnly: boolean },
) {
  const { words, countries, limit } = request;
  const phrase = words.join(' ');
  const byPostcode = /^\d+$/.test(phrase);
  const city = studios.searchCity;
  const cityOrPostcode = byPostcode
    ? sql`starts_with(${studios.zip}, ${phrase})`
    : sql`(starts_with(${city}, ${phrase}) or strpos(${city}, ${` ${phrase}`}) > 0)`;
  const matches = request.prefixOnly ? cityOrPostcode : undefined;
  const grouping = [studios.city, studios.provinceCode, studios.countryCode, ...(byPostcode ? [studios.zip] : [])];
  return db
    .select({
      city: studios.city,
      postcode: byPostcode ? sql<string | null>`${studios.zip}` : sql<string | null>`null`,
      region: studios.provinceCode,
      countryCode: studios.countryCode,
      latitude: sql<number>`avg(${studios.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${studios.longitude})`.mapWith(Number),
      studios: count(),
    })
    .from(studios)
    .where(
      and(
        textCondition(words),
        matches,
        inArray(studios.countryCode, countries),
        sql`${studios.latitude} is not null and ${studios.longitude} is not null`,
      ),
    )
    .groupBy(...grouping)
    .orderBy(desc(count()), asc(studios.city))
    .limit(limit);
}
