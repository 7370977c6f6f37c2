import { paymentMethods, paymentStatuses } from '@motus/contract';
import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../../lib/columns.ts';
import { customers } from '../../../customers/schema.ts';
import { users } from '../../../identity/schema/index.ts';
import { tenantId } from '../../../tenants/schema.ts';

/**
 * Money received for a checkout (or, in the demo, before the portal): one per checkout at most. Status PENDING (a SEPA
 * debit not yet collected), PAID, PARTIALLY_REFUNDED or REFUNDED.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    checkoutId: uuid('checkout_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    studioId: integer('studio_id'),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    /** CREDIT_CARD, PAYPAL, IDEAL, TWINT, BANCONTACT, SEPA_DIRECT_DEBIT or VOUCHER (fully paid by a voucher). */
    method: text('method', { enum: paymentMethods }).notNull(),
    /** "Visa •••• 4242", "PayPal anna@…": what the receipt names. */
    instrumentLabel: text('instrument_label'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    providerReference: text('provider_reference'),
    /** Printed on the receipt. */
    receiptNumber: bigserial('receipt_number', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('payments_checkout_idx').on(table.checkoutId),
    index('payments_user_idx').on(table.userId),
    index('payments_customer_idx').on(table.customerId),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason'),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (table) => [index('refunds_payment_idx').on(table.paymentId)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
