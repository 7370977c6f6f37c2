import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * How often something was done per key (an abuse limit and its subject: a source address, an e-mail address) in the
 * key's current window; the window starts with the first use after the previous one ended (lib/usage-limit.ts).
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    key: text('key').primaryKey(),
    used: integer('used').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (table) => [index('usage_counters_window_ends_idx').on(table.windowEndsAt)],
);
