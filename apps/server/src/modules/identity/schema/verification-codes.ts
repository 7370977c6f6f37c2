import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { ownerId } from './users.ts';

const codePurposes = ['REGISTER', 'RESET_PASSWORD', 'CHANGE_EMAIL', 'ADDITIONAL_EMAIL'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** A mailed one-time code, stored hashed; one live code per user, purpose and address. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    /** The address the code was sent to, lower case. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Tries counted before the code is compared; the right one deletes the row, so these are the failed ones. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
