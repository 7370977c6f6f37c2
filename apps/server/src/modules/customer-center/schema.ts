import type { CustomerCenterPermission } from '@motus/contract';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/schema.ts';

/** What a tenant's self-service area offers its customers (one row per tenant; no row offers nothing). */
export const customerCenterSettings = pgTable('customer_center_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  paymentSignatureRequired: boolean('payment_signature_required').notNull().default(false),
  permissions: text('permissions').array().$type<CustomerCenterPermission[]>().notNull().default([]),
});

export type CustomerCenterSettingsRow = typeof customerCenterSettings.$inferSelect;
export type NewCustomerCenterSettingsRow = typeof customerCenterSettings.$inferInsert;
