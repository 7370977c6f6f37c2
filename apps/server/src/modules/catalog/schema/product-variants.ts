import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { translations } from '../../../lib/columns.ts';
import { tenantId } from '../../tenants/schema.ts';
import { products } from './products.ts';

/** One price point of a product: "10 classes", "Day ticket", "Voucher 50 €". What a checkout buys. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in other languages than the tenant's. */
    translations: translations<'name'>(),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** OFFER: visits of the granted contingent; null for unlimited. */
    visits: integer('visits'),
    /** OFFER: how long the contingent is valid; VOUCHER: how long the code can be redeemed. */
    validityDays: integer('validity_days'),
    /** VOUCHER: the value the code is worth (may differ from its price in a promotion). */
    voucherValueMinor: integer('voucher_value_minor'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_variants_product_idx').on(table.productId)],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
