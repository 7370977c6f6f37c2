import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../lib/columns.ts';
import { users } from '../../identity/schema/index.ts';
import { tenantId } from '../../tenants/schema.ts';
import { productVariants } from './product-variants.ts';

/** A bought value voucher: its code is mailed to the buyer and redeemed (in part or whole) at a later checkout. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    valueMinor: integer('value_minor').notNull(),
    remainingMinor: integer('remaining_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name'),
    /** The checkout that bought it. */
    checkoutId: uuid('checkout_id').notNull(),
    validUntil: instant('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('vouchers_code_idx').on(table.code),
    index('vouchers_buyer_idx').on(table.buyerUserId),
    index('vouchers_checkout_idx').on(table.checkoutId),
  ],
);

/** What a checkout took from a voucher; one row per voucher and checkout, so a retried finalize takes it once. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('voucher_redemptions_once_idx').on(table.voucherId, table.checkoutId)],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;
