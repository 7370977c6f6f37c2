import { bigint, date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns.ts';
import { customers } from '../customers/schema.ts';
import { tenantId, tenants } from '../tenants/schema.ts';

/** One position of an invoice, its gross amount as charged. */
export interface InvoiceLine {
  kind: 'FEE' | 'PURCHASE';
  description: string;
  /** ISO date the fee was due or the purchase paid. */
  date: string;
  grossMinor: number;
}

/** A member's invoice of a month: its number, the month's positions and their net, VAT and gross. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    studioId: bigint('studio_id', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The month invoiced, `YYYY-MM`. */
    period: text('period').notNull(),
    currencyCode: text('currency_code').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    /** The VAT rate in basis points (1900 = 19 %); null where the studio's country charges none. */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoices_tenant_customer_period_idx').on(table.tenantId, table.customerId, table.period),
    uniqueIndex('invoices_tenant_number_idx').on(table.tenantId, table.number),
  ],
);

/** Per tenant the next invoice number; taken in the transaction that inserts the invoice, so numbers have no gaps. */
export const invoiceNumbers = pgTable('invoice_numbers', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  next: integer('next').notNull().default(1),
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
