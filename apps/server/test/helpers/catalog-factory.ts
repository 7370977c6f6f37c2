import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import {
  type NewProductVariantRow,
  type NewVoucherRow,
  type ProductVariantRow,
  products,
  productVariants,
  type VoucherRow,
  vouchers,
} from '../../src/modules/catalog/schema.ts';
import { BERLIN } from './booking-factory.ts';

const DAY = 24 * 60 * 60_000;

/** A product of the Berlin demo studio with one variant; options override the variant. */
export async function createVariant(
  db: Database,
  kind: 'OFFER' | 'DAY_TICKET' | 'VOUCHER',
  variant: Partial<NewProductVariantRow> = {},
): Promise<ProductVariantRow> {
  const [product] = await db
    .insert(products)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      kind,
      name: `Test ${kind}`,
      benefitKinds: ['COURSE'],
    })
    .returning();
  if (!product) throw new Error('product not created');
  const [row] = await db
    .insert(productVariants)
    .values({
      tenantId: BERLIN.tenant,
      productId: product.id,
      name: `Test ${kind} variant`,
      priceMinor: 2500,
      currencyCode: 'EUR',
      ...(kind === 'VOUCHER' ? { voucherValueMinor: 2500, validityDays: 365 } : {}),
      ...variant,
    })
    .returning();
  if (!row) throw new Error('variant not created');
  return row;
}

/** A bought Berlin voucher worth `valueMinor` (EUR, valid a year); options override it. */
export async function createVoucher(
  db: Database,
  valueMinor: number,
  options: Partial<NewVoucherRow> = {},
): Promise<VoucherRow> {
  const variant = await createVariant(db, 'VOUCHER', { voucherValueMinor: valueMinor });
  const [voucher] = await db
    .insert(vouchers)
    .values({
      tenantId: BERLIN.tenant,
      code: `TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
      variantId: variant.id,
      valueMinor,
      remainingMinor: valueMinor,
      currencyCode: 'EUR',
      buyerEmail: 'buyer@example.com',
      checkoutId: crypto.randomUUID(),
      validUntil: new Date(Date.now() + 365 * DAY),
      ...options,
    })
    .returning();
  if (!voucher) throw new Error('voucher not created');
  return voucher;
}
