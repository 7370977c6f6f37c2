import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, instant } from '../../../lib/columns.ts';

/** A portal account. Accounts are not tenant-owned: one account connects to customers of several tenants. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login e-mail, as typed; unique regardless of case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** A UI locale (de-DE, en-GB, …): the language of the user's e-mails and texts. */
    locale: text('locale').notNull(),
    phoneNumber: text('phone_number'),
    mobileNumber: text('mobile_number'),
    referralCode: text('referral_code').notNull().unique(),
    /** Set by support to block an account; a locked account cannot log in and its sessions stop working. */
    lockedAt: instant('locked_at'),
    termsAcceptedAt: instant('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** The account a row belongs to; deleting the account deletes the row. */
export function ownerId() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

export const additionalEmails = pgTable(
  'additional_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('additional_emails_user_email_idx').on(table.userId, sql`lower(${table.email})`)],
);

/** The profile picture, in the database so that every instance serves it; a new id with every upload. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('profile_images_user_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AdditionalEmailRow = typeof additionalEmails.$inferSelect;
export type ProfileImageRow = typeof profileImages.$inferSelect;
