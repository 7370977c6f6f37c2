import { bigserial, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../lib/columns.ts';

const attemptKinds = ['LOGIN', 'CODE', 'MAIL', 'STUDIO_CONNECT'] as const;
export type AttemptKind = (typeof attemptKinds)[number];

/** Attempts for rate limiting, in the database so that every instance counts the same (DESIGN.md section 4). */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: attemptKinds }).notNull(),
    ip: text('ip').notNull(),
    /** The account the attempt was about: a lower-case e-mail or a user id; known or not. */
    account: text('account').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_attempts_account_idx').on(table.kind, table.account, table.createdAt),
    index('auth_attempts_ip_idx').on(table.kind, table.ip, table.createdAt),
  ],
);
