import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns.ts';
import { studios } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/** A studio's customer (member) as the studio's own system knows it; portal users connect to one per tenant. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The home studio. */
    studioId: bigint('studio_id', { mode: 'number' })
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** The customer number printed on the membership card. */
    customerCode: text('customer_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** Normalised: upper case, no spaces. */
    iban: text('iban'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_tenant_code_idx').on(table.tenantId, table.customerCode),
    index('customers_tenant_email_idx').on(table.tenantId, sql`lower(${table.email})`),
    index('customers_tenant_iban_idx').on(table.tenantId, table.iban),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
/** What the member's own data changes of the customer row (customer-data module). */
export type CustomerFields = Partial<Pick<NewCustomerRow, 'firstName' | 'lastName' | 'dateOfBirth' | 'email' | 'iban'>>;
