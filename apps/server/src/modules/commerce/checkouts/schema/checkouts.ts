import { checkoutStatuses, checkoutTypes, paymentMethodTypes } from '@motus/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../../lib/columns.ts';
import { leads } from '../../../booking/schema.ts';
import { customers } from '../../../customers/schema.ts';
import { users } from '../../../identity/schema/index.ts';
import { tenantId } from '../../../tenants/schema.ts';

/** A line of what a checkout sells, priced by the server. */
export interface CheckoutPosition {
  label: string;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
}

/** Where the provider sends the browser back to: portal paths, each ending in the checkout's id. */
export interface CheckoutReturnPaths {
  success: string;
  cancel: string;
  failure: string;
}

/** The guest's contact data, kept until the order creates the lead's place or product. */
export interface CheckoutContact {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  dateOfBirth?: string | undefined;
}

/**
 * One purchase, from creation to its order: CREATED, PENDING (the provider has the payment), FINALIZED (the order
 * exists), CANCELED, FAILED or EXPIRED. The kind says what is bought (COURSE_APPOINTMENT, SINGLE_APPOINTMENT,
 * PRODUCT_VARIANT, ACCOUNT_BALANCE, PAYMENT_REQUEST, PAYMENT_METHOD); `item` holds what the server resolved for it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The guest's handle on the checkout (public calls); unguessable. */
    publicToken: text('public_token').notNull(),
    kind: text('kind', { enum: checkoutTypes }).notNull(),
    status: text('status', { enum: checkoutStatuses }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    studioId: integer('studio_id'),
    item: jsonb('item').$type<Record<string, unknown>>().notNull(),
    positions: jsonb('positions').$type<CheckoutPosition[]>().notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** What the provider charges: subtotal less the redeemed voucher. */
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    voucherCode: text('voucher_code'),
    /** The voucher the code named when the checkout was priced; redeemed when it is finalized. */
    voucherId: uuid('voucher_id'),
    /** The place held while the buyer pays; released if the checkout ends without an order. */
    heldCalendarItemId: uuid('held_calendar_item_id'),
    paymentMethod: text('payment_method', { enum: paymentMethodTypes }),
    instrumentId: uuid('instrument_id'),
    saveInstrument: boolean('save_instrument').notNull().default(false),
    providerSessionId: text('provider_session_id'),
    /** The provider's page of the open session: authenticating again while it is open sends the buyer back there. */
    providerRedirectUrl: text('provider_redirect_url'),
    contact: jsonb('contact').$type<CheckoutContact>(),
    locale: text('locale').notNull().default('de-DE'),
    returnPaths: jsonb('return_paths').$type<CheckoutReturnPaths>(),
    failureReason: text('failure_reason'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    authenticatedAt: instant('authenticated_at'),
    finalizedAt: instant('finalized_at'),
  },
  (table) => [
    uniqueIndex('checkouts_public_token_idx').on(table.publicToken),
    uniqueIndex('checkouts_provider_session_idx').on(table.providerSessionId),
    index('checkouts_user_idx').on(table.userId),
    index('checkouts_open_idx').on(table.expiresAt).where(sql`${table.status} in ('CREATED', 'PENDING')`),
    check('checkouts_amount_check', sql`${table.amountMinor} >= 0 and ${table.discountMinor} >= 0`),
  ],
);

/** What a finalized checkout created; one per checkout, so a retried or concurrent finalize creates nothing twice. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Ids of what the order created (calendarItemId, voucherIds, dayTicketId, contingentId, ...). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('orders_checkout_idx').on(table.checkoutId)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckoutRow = typeof checkouts.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
