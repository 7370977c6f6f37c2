import { legalInfoTypes } from '@motus/contract';
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tenantId } from '../../tenants/schema.ts';
import { studioId, studioTenantId } from './studios.ts';

export const studioLegalInfos = pgTable(
  'studio_legal_infos',
  {
    id: serial('id').primaryKey(),
    tenantId: studioTenantId(),
    studioId: studioId(),
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
    tenantId: studioTenantId(),
    studioId: studioId(),
    feature: text('feature').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.feature] })],
);

export const studioMenuEntries = pgTable(
  'studio_menu_entries',
  {
    tenantId: studioTenantId(),
    studioId: studioId(),
    entry: text('entry').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studioId, table.entry] })],
);

/** Extra links of a studio's menu (its app, a career page, …) per language. */
export const studioAdditionalMenuEntries = pgTable(
  'studio_additional_menu_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('studio_additional_menu_entries_studio_idx').on(table.studioId)],
);

export type StudioLegalInfoRow = typeof studioLegalInfos.$inferSelect;
export type StudioAdditionalMenuEntryRow = typeof studioAdditionalMenuEntries.$inferSelect;
