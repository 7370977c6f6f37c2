import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { customers } from '../../customers/schema.ts';
import { studios } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { ownerId } from './users.ts';

/** A portal account linked to a customer of a tenant: at most one per account and tenant, one account per customer. */
export const studioConnects = pgTable(
  'studio_connects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: ownerId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('studio_connects_user_tenant_idx').on(table.userId, table.tenantId),
    uniqueIndex('studio_connects_customer_idx').on(table.customerId),
  ],
);

/** A studio's invitation to register (quick register); only the SHA-256 of its uuid is stored. */
export const quickRegistrations = pgTable(
  'quick_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('quick_registrations_customer_idx').on(table.customerId)],
);

export type StudioConnectRow = typeof studioConnects.$inferSelect;
export type QuickRegistrationRow = typeof quickRegistrations.$inferSelect;
