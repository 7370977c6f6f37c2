import { CheckoutErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { redeemVoucher } from '../../catalog/index.ts';
import { saveInstrument } from '../instruments/service.ts';
import { recordPayment } from '../payments/payment-records.ts';
import type { ProviderPayment } from '../provider/payment-provider.ts';
import type { OrderResult } from './answer.ts';
import { type CheckoutDeps, handlerOf } from './checkout-deps.ts';
import type { FulfilledItem } from './checkout-item.ts';
import { checkoutConflict, checkoutNotFound } from './errors.ts';
import { OPEN_CHECKOUT_STATUSES } from './open-holds.ts';
import { findCheckout, insertOrder, lockCheckout, updateCheckout } from './repo.ts';
import type { CheckoutPosition, CheckoutRow } from './schema/checkouts.ts';

/** How a checkout ends without an order. */
export interface CheckoutEnding {
  status: 'FAILED' | 'CANCELED' | 'EXPIRED';
  /** DECLINED, INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED, EXPIRED, CANCELED, PLACE_GONE, ... */
  reason: string;
}

export function isOpen(checkout: CheckoutRow): boolean {
  return OPEN_CHECKOUT_STATUSES.includes(checkout.status);
}

export function isPaid(payment: ProviderPayment): boolean {
  return payment.status === 'AUTHORIZED' || payment.status === 'PENDING';
}

/** The provider has decided against the payment: nothing will be paid in this session any more. */
function endingOf(payment: ProviderPayment): CheckoutEnding | undefined {
  if (payment.status === 'DECLINED') return { status: 'FAILED', reason: payment.declineCode ?? 'DECLINED' };
  if (payment.status === 'CANCELED') return { status: 'CANCELED', reason: 'CANCELED' };
  if (payment.status === 'EXPIRED') return { status: 'FAILED', reason: 'EXPIRED' };
  return undefined;
}

/** What the payment's line on the statement and the receipt says: the positions. */
export function paymentDescription(positions: CheckoutPosition[]): string {
  return positions
    .map((position) => (position.quantity > 1 ? `${position.quantity} × ${position.label}` : position.label))
    .join(', ');
}

export async function requireCheckoutRow(db: Database, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(db, id);
  if (!checkout) throw checkoutNotFound();
  return checkout;
}

/** Ends an open checkout without an order and gives back what it held; an ended one is left as it is. */
async function endUnpaid(deps: CheckoutDeps, id: string, ending: CheckoutEnding): Promise<CheckoutRow> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, id);
    if (!locked) throw checkoutNotFound();
    if (!isOpen(locked)) return locked;
    await handlerOf(deps, locked.kind).release(tx, locked);
    return updateCheckout(tx, id, { status: ending.status, failureReason: ending.reason });
  });
}

/**
 * What the order creates, in a savepoint: a refusal (the held place is gone, the voucher was used up meanwhile) undoes
 * its own writes and answers its error code instead.
 */
async function fulfilOrRefuse(
  deps: CheckoutDeps,
  tx: Database,
  checkout: CheckoutRow,
): Promise<{ fulfilled: FulfilledItem } | { refused: string }> {
  try {
    return {
      fulfilled: await tx.transaction(async (savepoint) => {
        const fulfilled = await handlerOf(deps, checkout.kind).fulfil(savepoint, checkout);
        if (checkout.voucherId !== null && checkout.discountMinor > 0) {
          await redeemVoucher(savepoint, {
            tenant: checkout.tenantId,
            voucherId: checkout.voucherId,
            checkoutId: checkout.id,
            amountMinor: checkout.discountMinor,
          });
        }
        return fulfilled;
      }),
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { refused: error.errorCode };
    throw error;
  }
}

/** Books the money: the provider's payment, or a voucher that paid it all; nothing for a free checkout. */
async function bookMoney(tx: Database, checkout: CheckoutRow, payment: ProviderPayment | undefined, now: Date) {
  if (!payment && checkout.voucherId === null) return null;
  const row = await recordPayment(tx, {
    tenantId: checkout.tenantId,
    checkoutId: checkout.id,
    userId: checkout.userId,
    customerId: checkout.customerId,
    studioId: checkout.studioId,
    description: paymentDescription(checkout.positions),
    amountMinor: checkout.amountMinor,
    currencyCode: checkout.currencyCode,
    method: payment?.method ?? 'VOUCHER',
    instrumentLabel: payment ? (payment.instrument?.label ?? null) : checkout.voucherCode,
    status: payment?.status === 'PENDING' ? 'PENDING' : 'PAID',
    providerReference: payment?.sessionId ?? null,
    paidAt: now,
  });
  return row.id;
}

/** The instrument the buyer asked to keep; one paid with a saved instrument is saved already. */
async function saveInstrumentIfAsked(tx: Database, checkout: CheckoutRow, payment: ProviderPayment | undefined) {
  if (!checkout.saveInstrument || checkout.instrumentId !== null || checkout.userId === null) return;
  if (!payment?.instrument) return;
  await saveInstrument(tx, checkout.userId, payment.method, payment.instrument);
}

type Completion = { checkout: CheckoutRow; refund: boolean };

async function completeLocked(
  deps: CheckoutDeps,
  tx: Database,
  id: string,
  payment: ProviderPayment | undefined,
  now: Date,
): Promise<Completion> {
  const checkout = await lockCheckout(tx, id);
  if (!checkout) throw checkoutNotFound();
  if (!isOpen(checkout)) return { checkout, refund: false };
  const outcome = await fulfilOrRefuse(deps, tx, checkout);
  if ('refused' in outcome) {
    await handlerOf(deps, checkout.kind).release(tx, checkout);
    const failed = await updateCheckout(tx, id, { status: 'FAILED', failureReason: outcome.refused });
    return { checkout: failed, refund: payment !== undefined };
  }
  const paymentId = await bookMoney(tx, checkout, payment, now);
  const { calendarItemId, contingentId, dayTicketId, voucherCodes } = outcome.fulfilled;
  const result = { calendarItemId, contingentId, dayTicketId, voucherCodes, paymentId } satisfies OrderResult;
  await insertOrder(tx, { tenantId: checkout.tenantId, checkoutId: id, kind: checkout.kind, result });
  await saveInstrumentIfAsked(tx, checkout, payment);
  const finalized = await updateCheckout(tx, id, { status: 'FINALIZED', finalizedAt: now });
  return { checkout: finalized, refund: false };
}

/**
 * Creates the order of a paid checkout, exactly once: under the checkout's row lock the payment is booked, the item
 * fulfilled, the voucher redeemed and the order inserted in one transaction. A finalize that comes second finds the
 * checkout finalized; the unique indexes on the order and the payment are the last line on any instance. When the
 * order cannot be created after all, the checkout fails and the provider gives the money back.
 */
async function complete(
  deps: CheckoutDeps,
  id: string,
  payment: ProviderPayment | undefined,
  now: Date,
): Promise<CheckoutRow> {
  try {
    const { checkout, refund } = await deps.db.transaction((tx) => completeLocked(deps, tx, id, payment, now));
    if (refund && payment) await deps.provider.refund(payment.sessionId, checkout.amountMinor);
    return checkout;
  } catch (error) {
    if (isUniqueViolation(error)) return requireCheckoutRow(deps.db, id);
    throw error;
  }
}

/** Settles an open checkout by the provider's word on its payment (never the browser's). */
export async function settleWithProvider(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  payment: ProviderPayment,
  now: Date,
): Promise<CheckoutRow> {
  if (isPaid(payment)) return complete(deps, checkout.id, payment, now);
  const ending = endingOf(payment);
  return ending ? endUnpaid(deps, checkout.id, ending) : checkout;
}

/**
 * Finalize (idempotent): an ended checkout answers as it is; one the provider has not decided yet stays PENDING; a
 * paid one gets its order, a declined one fails (FAILED with the decline code) and gives back what it held. A
 * checkout with nothing to pay is finalized without the provider.
 */
export async function finalizeCheckout(deps: CheckoutDeps, id: string, now = new Date()): Promise<CheckoutRow> {
  const checkout = await requireCheckoutRow(deps.db, id);
  if (!isOpen(checkout)) return checkout;
  if (checkout.providerSessionId !== null) {
    return settleWithProvider(deps, checkout, await deps.provider.paymentOf(checkout.providerSessionId), now);
  }
  if (checkout.amountMinor === 0) return complete(deps, id, undefined, now);
  throw checkoutConflict(CheckoutErrors.notAuthenticated, 'The payment has not been started yet');
}

/**
 * Stops an open checkout (the buyer cancels, or it expires): its provider session is cancelled first, and asked again
 * afterwards, so a payment that got through meanwhile still becomes an order instead of being dropped.
 */
export async function stopCheckout(
  deps: CheckoutDeps,
  id: string,
  ending: CheckoutEnding,
  now = new Date(),
): Promise<CheckoutRow> {
  const checkout = await requireCheckoutRow(deps.db, id);
  if (!isOpen(checkout)) return checkout;
  const sessionId = checkout.providerSessionId;
  if (sessionId !== null) {
    const before = await deps.provider.paymentOf(sessionId);
    if (!isPaid(before) && !endingOf(before)) await deps.provider.cancel(sessionId);
    const after = await deps.provider.paymentOf(sessionId);
    if (isPaid(after)) return complete(deps, id, after, now);
  }
  return endUnpaid(deps, id, ending);
}
