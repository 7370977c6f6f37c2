import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tenant: one studio organisation (the spec's magiclineTenant). Its id is the tenant key used in headers and uuids. */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  publicName: text('public_name').notNull(),
  logoUrl: text('logo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owning tenant of a tenant-owned row: every module's tenant tables reference this table through it. */
export function tenantId() {
  return text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
}

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
