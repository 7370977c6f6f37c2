import { paymentMethodTypes, tokenizationStates } from '@motus/contract';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../../lib/columns.ts';
import { users } from '../../../identity/schema/index.ts';

/**
 * A saved way to pay of a portal account (not of one tenant): the provider's token and what the user recognises it by.
 * Archived instruments stay for the payments that name them.
 */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CREDIT_CARD, PAYPAL, IDEAL, TWINT, BANCONTACT or SEPA_DIRECT_DEBIT. */
    type: text('type', { enum: paymentMethodTypes }).notNull(),
    label: text('label').notNull(),
    holderName: text('holder_name'),
    /** MM/YY of a card. */
    expiry: text('expiry'),
    providerToken: text('provider_token').notNull(),
    preferred: boolean('preferred').notNull().default(false),
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
  },
  (table) => [index('payment_instruments_user_idx').on(table.userId)],
);

/** A flow that saves an instrument without paying (tokenization), by its unguessable reference. */
export const tokenizations = pgTable(
  'tokenizations',
  {
    reference: text('reference').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: paymentMethodTypes }).notNull(),
    /** PENDING, COMPLETED, FAILED or CANCELED. */
    state: text('state', { enum: tokenizationStates }).notNull(),
    instrumentId: uuid('instrument_id').references(() => paymentInstruments.id, { onDelete: 'set null' }),
    providerSessionId: text('provider_session_id'),
    returnPath: text('return_path'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [index('tokenizations_user_idx').on(table.userId)],
);

export type PaymentInstrumentRow = typeof paymentInstruments.$inferSelect;
export type NewPaymentInstrumentRow = typeof paymentInstruments.$inferInsert;
export type TokenizationRow = typeof tokenizations.$inferSelect;
