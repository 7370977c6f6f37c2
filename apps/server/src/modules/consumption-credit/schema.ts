import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns.ts';
import { checkouts } from '../commerce/schema.ts';
import { customers } from '../customers/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/**
 * One movement of a member's consumption credit (Verzehrguthaben): a recharge (positive) or something paid with it at
 * the studio (negative). The balance is their sum. A recharge bought online names its checkout, at most once, so a
 * finalised checkout credits exactly once.
 */
export const consumptionCreditMovements = pgTable(
  'consumption_credit_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    text: text('text').notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('consumption_credit_movements_customer_idx').on(table.tenantId, table.customerId, table.createdAt),
    uniqueIndex('consumption_credit_movements_checkout_idx').on(table.checkoutId),
  ],
);

export type ConsumptionCreditMovementRow = typeof consumptionCreditMovements.$inferSelect;
export type NewConsumptionCreditMovementRow = typeof consumptionCreditMovements.$inferInsert;
