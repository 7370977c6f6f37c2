import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../../../lib/columns.ts';

export const limitKinds = ['LOGIN', 'CODE', 'MAIL', 'STUDIO_CONNECT', 'UNLOCK_MAIL', 'VOUCHER_CODE'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** SOURCE: the caller's address; ACCOUNT: a lower-case e-mail or a user id, known or not; DEVICE: a trusted device. */
export const counterScopes = ['SOURCE', 'ACCOUNT', 'DEVICE'] as const;
export type CounterScope = (typeof counterScopes)[number];

/**
 * The attempts one source, account or device used in its current window, in the database so that every instance
 * counts the same (DESIGN.md section 4). A use is taken in one conditional upsert before the secret is evaluated.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    kind: text('kind', { enum: limitKinds }).notNull(),
    scope: text('scope', { enum: counterScopes }).notNull(),
    key: text('key').notNull(),
    used: integer('used').notNull(),
    /** The window starts with its first use and lasts the kind's window; a use after it starts a new one. */
    windowStart: instant('window_start').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.scope, table.key] }),
    index('attempt_counters_window_idx').on(table.windowStart),
  ],
);
