import { type Money, type PaymentDetail, PaymentErrorCodes } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { minorOf } from '../../../lib/money.ts';
import type { CheckoutItemHandler } from '../checkouts/checkout-item.ts';
import { requireCheckoutRow } from '../checkouts/finalize-service.ts';
import { checkoutItemHandlers } from '../checkouts/item-handlers.ts';
import type { CheckoutRow } from '../checkouts/schema/checkouts.ts';
import type { PaymentProvider } from '../provider/payment-provider.ts';
import { mailRefund } from './payments-refund-mail.ts';
import { deleteRefund, insertRefund, setRefundReference, takeBackRefunded, updateRefunded } from './payments-repo.ts';
import { getPaymentDetail, type PayerScope, requirePayment } from './payments-service.ts';
import { leftToRefund, notRefundableReasonOf, statusAfterRefund } from './payments-view.ts';
import type { PaymentRow, RefundRow } from './schema/payments.ts';

export interface RefundRequest {
  scope: PayerScope;
  paymentId: string;
  /** Default: all that is left. */
  amount: Money | undefined;
  reason: string | undefined;
  now: Date;
  /** The portal's origin, for the mail's link. */
  origin: string;
  /** Told when the order could not be undone after the money went back (docs/decisions.md "Payments and refunds"). */
  warn: (message: string) => void;
}

/** A refund booked under the payment's row lock, before the provider is asked. */
interface ReservedRefund {
  payment: PaymentRow;
  checkout: CheckoutRow;
  sessionId: string;
  refund: RefundRow;
  /** Nothing is left after it: the order is undone. */
  full: boolean;
}

function refused(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message);
}

function assertRefundable(payment: PaymentRow, now: Date): void {
  const reason = notRefundableReasonOf(payment, now);
  if (reason === 'REFUND_WINDOW_PASSED') {
    throw refused(PaymentErrorCodes.windowPassed, 'The payment is older than the refund window');
  }
  if (reason) throw refused(PaymentErrorCodes.notRefundable, `The payment cannot be refunded online (${reason})`);
}

/** The asked amount in minor units: default all that is left, never more, always the payment's currency. */
function amountToRefund(payment: PaymentRow, asked: Money | undefined): number {
  const left = leftToRefund(payment);
  if (!asked) return left;
  if (asked.currency !== payment.currencyCode) {
    throw new HttpError(400, PaymentErrorCodes.currencyMismatch, `The payment is in ${payment.currencyCode}`);
  }
  const amountMinor = minorOf(asked);
  if (amountMinor > left) throw refused(PaymentErrorCodes.amountTooHigh, 'The amount is more than is left to refund');
  return amountMinor;
}

/** The handler that undoes what the checkout sold; a kind without one cannot be refunded in full online. */
function revokerOf(checkout: CheckoutRow, origin: string): CheckoutItemHandler<unknown> {
  const handler = checkoutItemHandlers({ origin })[checkout.kind];
  if (!handler) throw refused(PaymentErrorCodes.notRefundable, `A ${checkout.kind} order cannot be undone online`);
  return handler;
}

/** Thrown to roll the trial revocation back. */
class TrialRevocation extends Error {}

/**
 * Whether the checkout's handler can undo the order now (the class has not started, the voucher is unused): revoked in
 * a savepoint that is then rolled back, so nothing is undone before the provider has given the money back.
 */
async function assertRevocable(tx: Database, checkout: CheckoutRow, request: RefundRequest): Promise<void> {
  const handler = revokerOf(checkout, request.origin);
  try {
    await tx.transaction(async (savepoint) => {
      await handler.revoke(savepoint, checkout, request.now);
      throw new TrialRevocation();
    });
  } catch (error) {
    if (!(error instanceof TrialRevocation)) throw error;
  }
}

/**
 * Books the refund under the payment's row lock, so two refunds at once never give back more than was paid: the
 * second waits for the first and sees what is left after it.
 */
function reserveRefund(db: Database, request: RefundRequest): Promise<ReservedRefund> {
  return db.transaction(async (tx) => {
    const payment = await requirePayment(tx, { ...request, lock: true });
    assertRefundable(payment, request.now);
    const amountMinor = amountToRefund(payment, request.amount);
    const checkout = payment.checkoutId ? await requireCheckoutRow(tx, payment.checkoutId) : undefined;
    if (!checkout?.providerSessionId) {
      throw refused(PaymentErrorCodes.notRefundable, 'The payment was not made through the payment provider');
    }
    const refundedMinor = payment.refundedMinor + amountMinor;
    const full = refundedMinor >= payment.amountMinor;
    if (full) await assertRevocable(tx, checkout, request);
    const refund = await insertRefund(tx, {
      tenantId: payment.tenantId,
      paymentId: payment.id,
      amountMinor,
      reason: request.reason || null,
    });
    await updateRefunded(tx, {
      paymentId: payment.id,
      refundedMinor,
      status: statusAfterRefund(payment, refundedMinor),
    });
    return { payment, checkout, sessionId: checkout.providerSessionId, refund, full };
  });
}

/** Takes a booked refund back, as if it had never been asked. */
function releaseRefund(db: Database, reserved: ReservedRefund): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteRefund(tx, reserved.refund.id);
    await takeBackRefunded(tx, reserved.payment.id, reserved.refund.amountMinor);
  });
}

/** The provider gives the money back and answers its reference; if it refuses, the booked refund is taken back. */
async function refundAtProvider(db: Database, provider: PaymentProvider, reserved: ReservedRefund): Promise<string> {
  try {
    return (await provider.refund(reserved.sessionId, reserved.refund.amountMinor)).refundReference;
  } catch (error) {
    await releaseRefund(db, reserved);
    throw error;
  }
}

/** The money is back: the refund gets the provider's reference, a full refund undoes the order, the payer is told. */
function completeRefund(db: Database, reserved: ReservedRefund, reference: string, request: RefundRequest) {
  return db.transaction(async (tx) => {
    await setRefundReference(tx, reserved.refund.id, reference);
    if (reserved.full) await revokeAfterRefund(tx, reserved, request);
    await mailRefund(tx, { ...request, refund: reserved.refund });
  });
}

/** The trial revocation said yes moments ago; should the order have changed since, the money stays refunded. */
async function revokeAfterRefund(tx: Database, reserved: ReservedRefund, request: RefundRequest): Promise<void> {
  try {
    const handler = revokerOf(reserved.checkout, request.origin);
    await tx.transaction((savepoint) => handler.revoke(savepoint, reserved.checkout, request.now));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    request.warn(
      `Payment ${reserved.payment.id} was refunded in full but its order could not be undone: ${error.errorCode}`,
    );
  }
}

/**
 * Gives money back to the payer (docs/decisions.md "Payments and refunds"): PAID or PARTIALLY_REFUNDED, within the refund window,
 * at most what is left; a full refund undoes what was bought through the checkout kind's handler.
 */
export async function refundPayment(
  db: Database,
  provider: PaymentProvider,
  request: RefundRequest,
): Promise<PaymentDetail> {
  const reserved = await reserveRefund(db, request);
  const reference = await refundAtProvider(db, provider, reserved);
  await completeRefund(db, reserved, reference, request);
  return getPaymentDetail(db, request);
}
