import { legalInfoTypes } from '@motus/contract';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** A studio; its id is the organisation unit id that appears in the studio uuid. */
export const studios = pgTable(
  'studios',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    magiclineId: bigint('magicline_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    zoneId: text('zone_id').notNull().default('Europe/Berlin'),
    studioType: smallint('studio_type').notNull().default(2),
    currencyCode: text('currency_code').notNull().default('EUR'),
    locale: text('locale').notNull().default('de_DE'),
    logoUrl: text('logo_url'),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studios_tenant_idx').on(table.tenantId)],
);

export const studioContacts = pgTable(
  'studio_contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
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
    tenantId: tenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    from: timestamp('from', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (table) => [index('studio_closing_hours_studio_idx').on(table.studioId)],
);

export const studioLegalInfos = pgTable(
  'studio_legal_infos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    type: text('type', { enum: legalInfoTypes }).notNull(),
    locale: text('locale').notNull(),
    /** The legal text as HTML, or the address of an external page when externalUrl is set. */
    text: text('text').notNull(),
    externalUrl: boolean('external_url').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('studio_legal_infos_studio_idx').on(table.studioId)],
);

export const studioFeatures = pgTable(
  'studio_features',
  {
    tenantId: tenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.feature] })],
);

export const studioMenuEntries = pgTable(
  'studio_menu_entries',
  {
    tenantId: tenantId(),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    entry: text('entry').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.entry] })],
);

export type StudioLegalInfoRow = typeof studioLegalInfos.$inferSelect;
export type StudioRow = typeof studios.$inferSelect;
export type NewStudioRow = typeof studios.$inferInsert;
export type StudioContactRow = typeof studioContacts.$inferSelect;
export type StudioClosingHoursRow = typeof studioClosingHours.$inferSelect;
