import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../lib/columns.ts';

/** What the buyer paid with, as the provider reports it. */
export interface PspInstrument {
  token: string;
  label: string;
  holderName?: string | undefined;
  expiry?: string | undefined;
}

/**
 * The built-in test provider's own books (it stands where an external PSP would be): one session per payment or
 * tokenization, with its hosted page's outcome. Status OPEN, CHALLENGE (3-D Secure), AUTHORIZED, PENDING (SEPA),
 * DECLINED, CANCELED or EXPIRED.
 */
export const pspSessions = pgTable(
  'psp_sessions',
  {
    id: text('id').primaryKey(),
    /** PAYMENT or TOKENIZATION. */
    mode: text('mode').notNull(),
    /** The merchant's reference (a checkout id or tokenization reference). */
    merchantReference: text('merchant_reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    method: text('method').notNull(),
    description: text('description').notNull().default(''),
    locale: text('locale').notNull().default('en-GB'),
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    instrument: jsonb('instrument').$type<PspInstrument>(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    failureUrl: text('failure_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
  },
  (table) => [index('psp_sessions_reference_idx').on(table.merchantReference)],
);

/** Signed notifications to the merchant's webhook, retried until it answers 2xx. */
export const pspNotifications = pgTable(
  'psp_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('psp_notifications_due_idx').on(table.nextAttemptAt)],
);

export type PspSessionRow = typeof pspSessions.$inferSelect;
export type NewPspSessionRow = typeof pspSessions.$inferInsert;
export type PspNotificationRow = typeof pspNotifications.$inferSelect;
