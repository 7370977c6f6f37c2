import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { ownerId } from './users.ts';

/**
 * A browser the account logged in from (OWASP's device cookies): its login attempts count against its own limit, so
 * that guesses from elsewhere cannot lock the owner out of it. Only the SHA-256 of the cookie's token is stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('trusted_devices_user_idx').on(table.userId, table.lastUsedAt),
    index('trusted_devices_expires_idx').on(table.expiresAt),
  ],
);

/** A mailed link that lets the browser that opens it log in while the account is paused for unknown devices. */
export const loginUnlocks = pgTable(
  'login_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_unlocks_user_idx').on(table.userId), index('login_unlocks_expires_idx').on(table.expiresAt)],
);

export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
