import { VoucherErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { attemptSucceeded, beginAttempt } from '../identity/index.ts';
import type { VoucherRow } from './schema/vouchers.ts';
import { findVoucherByCode, hasRedemption, insertRedemption, lockVoucher } from './vouchers-repo.ts';

export interface VoucherQuoteRequest {
  tenant: string;
  code: string;
  currencyCode: string;
  subtotalMinor: number;
  now: Date;
}

export interface VoucherQuote {
  voucherId: string;
  discountMinor: number;
}

/** Who types a voucher code: the caller's address, and the account of a member (a guest has none). */
export interface VoucherCodeGuesser {
  source: string;
  userId: string | null;
}

export interface VoucherRedemptionRequest {
  tenant: string;
  voucherId: string;
  checkoutId: string;
  amountMinor: number;
}

/** Codes are printed in capitals with dashes; buyers type them in any case and with stray spaces. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

function assertUsable(voucher: VoucherRow, currencyCode: string, now: Date): void {
  if (voucher.validUntil.getTime() <= now.getTime()) {
    throw new HttpError(409, VoucherErrorCodes.expired, 'The voucher has expired.');
  }
  if (voucher.remainingMinor <= 0) throw new HttpError(409, VoucherErrorCodes.usedUp, 'The voucher is used up.');
  if (voucher.currencyCode !== currencyCode) {
    throw new HttpError(409, VoucherErrorCodes.currency, 'The voucher is in another currency.');
  }
}

function voucherNotFound(): HttpError {
  return notFound(VoucherErrorCodes.notFound, 'No voucher has this code.');
}

/**
 * Checks that a typed code names a voucher of the tenant before a checkout quotes it, counting a wrong one against the
 * guesser's voucher-code limit (429 when used up). On its own, before the checkout's transaction: a refused checkout
 * rolls its transaction back, and a count taken inside it would go with it.
 */
export async function checkVoucherCode(
  db: Database,
  request: { tenant: string; code: string; guesser: VoucherCodeGuesser },
): Promise<void> {
  const { source, userId } = request.guesser;
  const attempt = await beginAttempt(db, 'VOUCHER_CODE', { source, account: userId ?? undefined });
  if (!(await findVoucherByCode(db, request.tenant, normalizeVoucherCode(request.code)))) throw voucherNotFound();
  await attemptSucceeded(db, attempt);
}

/** What a voucher code takes off a subtotal: its remaining value, at most the subtotal. Nothing is taken yet. */
export async function quoteVoucher(tx: Database, request: VoucherQuoteRequest): Promise<VoucherQuote> {
  const voucher = await findVoucherByCode(tx, request.tenant, normalizeVoucherCode(request.code));
  if (!voucher) throw voucherNotFound();
  assertUsable(voucher, request.currencyCode, request.now);
  return { voucherId: voucher.id, discountMinor: Math.min(voucher.remainingMinor, request.subtotalMinor) };
}

/**
 * Takes the amount off the voucher for a checkout, once: a retried finalize of the same checkout takes nothing more.
 * The row lock serialises two checkouts redeeming one voucher; the later one is refused (409 VOUCHER_USED_UP) when
 * what is left no longer covers its discount.
 */
export async function redeemVoucher(tx: Database, request: VoucherRedemptionRequest): Promise<void> {
  const voucher = await lockVoucher(tx, request.tenant, request.voucherId);
  if (!voucher) throw notFound(VoucherErrorCodes.notFound, 'No voucher has this id.');
  if (await hasRedemption(tx, voucher.id, request.checkoutId)) return;
  if (request.amountMinor <= 0) return;
  if (voucher.remainingMinor < request.amountMinor) {
    throw new HttpError(409, VoucherErrorCodes.usedUp, 'The voucher no longer covers this discount.');
  }
  await insertRedemption(tx, { ...request, voucherId: voucher.id });
}
