import { paymentMethodTypes, paymentRequestStatuses } from '@motus/contract';
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../../lib/columns.ts';
import { customers } from '../../../customers/schema.ts';
import { tenantId } from '../../../tenants/schema.ts';

export interface PaymentRequestPosition {
  label: string;
  amountMinor: number;
  /** yyyy-mm-dd */
  dueDate: string;
  /** The account entry the position asks for, when the request was made from the open account balance. */
  accountEntryId?: string | undefined;
}

/** A studio's request that a customer pay open positions online (the external payment page, `/payment`). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    studioId: integer('studio_id'),
    currencyCode: text('currency_code').notNull(),
    positions: jsonb('positions').$type<PaymentRequestPosition[]>().notNull(),
    /** OPEN, PAID or CANCELED. */
    status: text('status', { enum: paymentRequestStatuses }).notNull(),
    checkoutId: uuid('checkout_id'),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (table) => [index('payment_requests_customer_idx').on(table.customerId)],
);

/** A link a studio sends so a customer sets up how they pay (`/payment-method-configuration?token=`). */
export const paymentMethodLinks = pgTable('payment_method_links', {
  token: text('token').primaryKey(),
  tenantId: tenantId(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  validUntil: instant('valid_until').notNull(),
  /** CREDIT_CARD, SEPA_DIRECT_DEBIT, ... once configured. */
  configuredMethod: text('configured_method', { enum: paymentMethodTypes }),
  configuredLabel: text('configured_label'),
  providerToken: text('provider_token'),
  completedAt: instant('completed_at'),
  /** The link's latest payment-method checkout; its tokenization has the checkout's id as reference. */
  checkoutId: uuid('checkout_id'),
  createdAt: createdAt(),
});

/**
 * A customer's account with the studio: positive amounts are owed (fees, open invoices), negative ones are credit.
 * The account-balance checkout pays the open ones.
 */
export const accountEntries = pgTable(
  'account_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    dueDate: date('due_date').notNull(),
    paidAt: instant('paid_at'),
    checkoutId: uuid('checkout_id'),
    createdAt: createdAt(),
  },
  (table) => [index('account_entries_customer_idx').on(table.customerId)],
);

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type PaymentMethodLinkRow = typeof paymentMethodLinks.$inferSelect;
export type AccountEntryRow = typeof accountEntries.$inferSelect;
