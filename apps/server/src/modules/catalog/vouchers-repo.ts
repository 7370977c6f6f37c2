import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkouts } from '../commerce/index.ts';
import { productVariants } from './schema/product-variants.ts';
import { type ProductRow, products } from './schema/products.ts';
import { type NewVoucherRow, type VoucherRow, voucherRedemptions, vouchers } from './schema/vouchers.ts';

export async function findVoucherByCode(db: Database, tenant: string, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.tenantId, tenant), eq(vouchers.code, code)));
  return row;
}

/** The voucher row, locked until the transaction ends, so two checkouts redeem it one after the other. */
export async function lockVoucher(db: Database, tenant: string, voucherId: string): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.tenantId, tenant), eq(vouchers.id, voucherId)))
    .for('update');
  return row;
}

export async function hasRedemption(db: Database, voucherId: string, checkoutId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.checkoutId, checkoutId)));
  return row !== undefined;
}

export async function insertRedemption(
  db: Database,
  redemption: { tenant: string; voucherId: string; checkoutId: string; amountMinor: number },
): Promise<void> {
  await db.insert(voucherRedemptions).values({
    tenantId: redemption.tenant,
    voucherId: redemption.voucherId,
    checkoutId: redemption.checkoutId,
    amountMinor: redemption.amountMinor,
  });
  await db
    .update(vouchers)
    .set({ remainingMinor: sql`${vouchers.remainingMinor} - ${redemption.amountMinor}` })
    .where(eq(vouchers.id, redemption.voucherId));
}

export async function insertVouchers(db: Database, rows: NewVoucherRow[]): Promise<VoucherRow[]> {
  if (rows.length === 0) return [];
  return db.insert(vouchers).values(rows).returning();
}

export async function findTakenCodes(db: Database, codes: string[]): Promise<string[]> {
  const rows = await db.select({ code: vouchers.code }).from(vouchers).where(inArray(vouchers.code, codes));
  return rows.map((row) => row.code);
}

export interface VoucherWithProduct {
  voucher: VoucherRow;
  productName: string;
  productTranslations: ProductRow['translations'];
}

function selectWithProduct(db: Database) {
  return db
    .select({ voucher: vouchers, productName: products.name, productTranslations: products.translations })
    .from(vouchers)
    .innerJoin(productVariants, eq(productVariants.id, vouchers.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId));
}

/** The vouchers an account bought (in the tenant, when one is given), newest first. */
export function findVouchersOfBuyer(
  db: Database,
  userId: string,
  tenant: string | undefined,
): Promise<VoucherWithProduct[]> {
  return selectWithProduct(db)
    .where(and(eq(vouchers.buyerUserId, userId), tenant === undefined ? undefined : eq(vouchers.tenantId, tenant)))
    .orderBy(desc(vouchers.createdAt));
}

/** The vouchers a checkout bought, found by the checkout's public token (the guest's handle). */
export function findVouchersOfCheckoutToken(db: Database, publicToken: string): Promise<VoucherWithProduct[]> {
  return selectWithProduct(db)
    .innerJoin(checkouts, eq(checkouts.id, vouchers.checkoutId))
    .where(eq(checkouts.publicToken, publicToken))
    .orderBy(vouchers.code);
}

export function findVouchersOfCheckout(db: Database, checkoutId: string): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(eq(vouchers.checkoutId, checkoutId)).for('update');
}

export async function hasAnyRedemption(db: Database, voucherIds: string[]): Promise<boolean> {
  if (voucherIds.length === 0) return false;
  const [row] = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(inArray(voucherRedemptions.voucherId, voucherIds))
    .limit(1);
  return row !== undefined;
}

/** Voids vouchers: nothing is left to redeem and they count as expired from now on. */
export async function voidVouchers(db: Database, voucherIds: string[], now: Date): Promise<void> {
  if (voucherIds.length === 0) return;
  await db.update(vouchers).set({ remainingMinor: 0, validUntil: now }).where(inArray(vouchers.id, voucherIds));
}
