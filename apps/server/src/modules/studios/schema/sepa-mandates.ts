import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId } from '../../tenants/schema.ts';

/** The SEPA direct-debit mandate a tenant's members agree to, per language. */
export const sepaMandateTexts = pgTable(
  'sepa_mandate_texts',
  {
    tenantId: tenantId(),
    locale: text('locale').notNull(),
    creditorName: text('creditor_name').notNull(),
    creditorIdentifier: text('creditor_identifier').notNull(),
    creditorAddress: text('creditor_address').notNull(),
    /** HTML. */
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.locale] })],
);

export type SepaMandateTextRow = typeof sepaMandateTexts.$inferSelect;
