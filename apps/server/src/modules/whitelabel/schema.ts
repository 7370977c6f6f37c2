import type { WhitelabelConfig } from '@motus/contract';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { translations } from '../../lib/columns.ts';
import { tenants } from '../tenants/schema.ts';

/** A white-label brand (studio group). Brands can span tenants, so the tenant is optional here. */
export const whitelabelConfigs = pgTable('whitelabel_configs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  platformName: text('platform_name').notNull(),
  tenantId: text('tenant_id').references(() => tenants.id),
  publicFacilityGroup: text('public_facility_group').notNull().unique(),
  brandIdentifier: text('brand_identifier').notNull(),
  accountContext: text('account_context').notNull(),
  context: text('context').notNull(),
  legalEntity: text('legal_entity'),
  legalEntityAddress: text('legal_entity_address'),
  hideSupportUrl: boolean('hide_support_url').notNull().default(false),
  style: jsonb('style').$type<WhitelabelConfig['style']>().notNull(),
  texts: jsonb('texts').$type<WhitelabelConfig['texts']>().notNull(),
  /** The texts in other languages than the brand's own, which its texts are written in. */
  translations: translations<'title' | 'imprint' | 'contactLinkText'>(),
  /** Host names that select this brand without a facility-group header. */
  hosts: text('hosts').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WhitelabelConfigRow = typeof whitelabelConfigs.$inferSelect;
export type NewWhitelabelConfigRow = typeof whitelabelConfigs.$inferInsert;
