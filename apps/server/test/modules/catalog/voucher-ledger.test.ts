import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { voucherRedemptions, vouchers } from '../../../src/modules/catalog/schema.ts';
import { quoteVoucher, redeemVoucher } from '../../../src/modules/catalog/voucher-ledger.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { createVoucher } from '../../helpers/catalog-factory.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60_000;

function quote(code: string, subtotalMinor: number, currencyCode = 'EUR') {
  return quoteVoucher(t.db, { tenant: BERLIN.tenant, code, currencyCode, subtotalMinor, now: new Date() });
}

async function remainingOf(voucherId: string): Promise<number | undefined> {
  const [row] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row?.remainingMinor;
}

function redeem(db: Database, voucherId: string, checkoutId: string, amountMinor: number) {
  return redeemVoucher(db, { tenant: BERLIN.tenant, voucherId, checkoutId, amountMinor });
}

describe('quoteVoucher', () => {
  it('takes at most the subtotal, and at most what is left, whatever the case of the typed code', async () => {
    const voucher = await createVoucher(t.db, 5000);
    await expect(quote(` ${voucher.code.toLowerCase()} `, 3000)).resolves.toEqual({
      voucherId: voucher.id,
      discountMinor: 3000,
    });
    await expect(quote(voucher.code, 8000)).resolves.toEqual({ voucherId: voucher.id, discountMinor: 5000 });
  });

  it.each([
    ['an unknown code', () => Promise.resolve('NOPE-0000-0000'), 404, 'VOUCHER_NOT_FOUND'],
    [
      'an expired voucher',
      async () => (await createVoucher(t.db, 5000, { validUntil: new Date(Date.now() - DAY) })).code,
      409,
      'VOUCHER_EXPIRED',
    ],
    [
      'a used-up voucher',
      async () => (await createVoucher(t.db, 5000, { remainingMinor: 0 })).code,
      409,
      'VOUCHER_USED_UP',
    ],
  ])('refuses %s', async (_, codeOf, statusCode, errorCode) => {
    await expect(quote(await codeOf(), 1000)).rejects.toMatchObject({ statusCode, errorCode });
  });

  it('refuses a voucher of another currency', async () => {
    const voucher = await createVoucher(t.db, 5000);
    await expect(quote(voucher.code, 1000, 'CHF')).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'VOUCHER_CURRENCY',
    });
  });

  it('does not find a voucher of another tenant', async () => {
    const voucher = await createVoucher(t.db, 5000);
    await expect(
      quoteVoucher(t.db, {
        tenant: 'alpenfit',
        code: voucher.code,
        currencyCode: 'EUR',
        subtotalMinor: 100,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ statusCode: 404, errorCode: 'VOUCHER_NOT_FOUND' });
  });
});

describe('redeemVoucher', () => {
  it('takes the amount once per checkout', async () => {
    const voucher = await createVoucher(t.db, 5000);
    const checkoutId = crypto.randomUUID();
    await redeem(t.db, voucher.id, checkoutId, 2000);
    await redeem(t.db, voucher.id, checkoutId, 2000);
    expect(await remainingOf(voucher.id)).toBe(3000);
    const rows = await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second checkout when what is left no longer covers its discount', async () => {
    const voucher = await createVoucher(t.db, 5000);
    await redeem(t.db, voucher.id, crypto.randomUUID(), 4000);
    await expect(redeem(t.db, voucher.id, crypto.randomUUID(), 2000)).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'VOUCHER_USED_UP',
    });
    expect(await remainingOf(voucher.id)).toBe(1000);
  });

  it('lets concurrent finalizes of one checkout take the amount once', async () => {
    const voucher = await createVoucher(t.db, 5000);
    const checkoutId = crypto.randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => t.db.transaction((tx) => redeem(tx, voucher.id, checkoutId, 1500))),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await remainingOf(voucher.id)).toBe(3500);
  });
});
