import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translations, tsvector } from '../../../lib/columns.ts';
import { foldSql } from '../../../lib/search-text.ts';
import { tenants } from '../../tenants/schema.ts';

/** The tenant column of the first studio tables (studios are deleted before their tenant, so no cascade). */
export const studioTenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

const searchDocument = foldSql(
  sql.join(
    ['name', 'city', 'zip', 'street', 'province_code'].map((column) => sql`coalesce(${sql.identifier(column)}, '')`),
    sql` || ' ' || `,
  ),
);

/** The studio a row belongs to; the row goes with its studio. */
export const studioId = () =>
  bigint('studio_id', { mode: 'number' })
    .notNull()
    .references(() => studios.id, { onDelete: 'cascade' });

/** A studio; its id is the organisation unit id that appears in the studio uuid. */
export const studios = pgTable(
  'studios',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    tenantId: studioTenantId(),
    magiclineId: bigint('magicline_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    zoneId: text('zone_id').notNull().default('Europe/Berlin'),
    studioType: smallint('studio_type').notNull().default(2),
    currencyCode: text('currency_code').notNull().default('EUR'),
    locale: text('locale').notNull().default('de_DE'),
    logoUrl: text('logo_url'),
    /** A picture of the studio for its page. */
    imageUrl: text('image_url'),
    street: text('street').notNull(),
    houseNumber: text('house_number'),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    provinceCode: text('province_code'),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The white-label brand the studio belongs to, if any. */
    facilityGroup: text('facility_group'),
    onlineCancellationEnabled: boolean('online_cancellation_enabled').notNull().default(false),
    /** The readable part of the studio page address (`/v1/public/studios/{alias}`). */
    slug: text('slug'),
    /** Codes of the category catalogue (catalogue.ts). */
    categories: text('categories').array().notNull().default([]),
    /** Codes of the feature (amenity) catalogue. */
    features: text('features').array().notNull().default([]),
    /** Members of other tenants may check in here (universal check-in). */
    universalCheckIn: boolean('universal_check_in').notNull().default(false),
    /** Name, city, postcode, street and state, accent-folded by the database itself so that no writer can forget it. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple'::regconfig, ${searchDocument})`,
    ),
    /** Folded name and city, stored so that ranking a thousand matches does not fold a thousand names. */
    searchName: text('search_name').generatedAlwaysAs((): SQL => foldSql(sql`${sql.identifier('name')}`)),
    searchCity: text('search_city').generatedAlwaysAs((): SQL => foldSql(sql`${sql.identifier('city')}`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('studios_tenant_idx').on(table.tenantId),
    uniqueIndex('studios_slug_idx').on(table.slug),
    // Without fastupdate: new rows go straight into the index instead of a pending list that every search scans.
    index('studios_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('studios_facility_group_idx').on(table.facilityGroup),
  ],
);

export const studioContacts = pgTable(
  'studio_contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: studioTenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['PHONE', 'WEBSITE', 'EMAIL', 'FAX'] }).notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('studio_contacts_studio_idx').on(table.studioId)],
);

export const studioClosingHours = pgTable(
  'studio_closing_hours',
  {
    id: serial('id').primaryKey(),
    tenantId: studioTenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    from: timestamp('from', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason'),
    /** The reason in other languages than the studio's. */
    translations: translations<'reason'>(),
  },
  (table) => [index('studio_closing_hours_studio_idx').on(table.studioId)],
);

/** A studio as the module reads it: without the search columns. */
export type StudioRow = Omit<typeof studios.$inferSelect, 'searchVector' | 'searchName' | 'searchCity'>;
export type NewStudioRow = typeof studios.$inferInsert;
export type StudioContactRow = typeof studioContacts.$inferSelect;
export type StudioClosingHoursRow = typeof studioClosingHours.$inferSelect;
