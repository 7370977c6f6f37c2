import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../lib/columns.ts';

const mailStatuses = ['PENDING', 'SENT', 'FAILED'] as const;

/** A file sent with a mail (a booking's calendar entry, a voucher PDF), base64 so it fits the JSON column. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** smtp: handed to the SMTP server; dev-mailbox: kept for /dev/mailbox because no SMTP server is configured. */
export type MailChannel = 'smtp' | 'dev-mailbox';

/** Mail waiting to be sent, written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account the mail is about, so that deleting the account deletes its mail. Owned by identity, so no key. */
    userId: uuid('user_id'),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the template was filled with (code, link, …), for the developer mailbox. */
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: mailStatuses }).notNull().default('PENDING'),
    channel: text('channel').$type<MailChannel>(),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try next; also the lease of a claimed message. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.status, table.nextAttemptAt),
    index('outbox_user_idx').on(table.userId),
    index('outbox_created_idx').on(table.createdAt),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
