import type { NotRefundableReason, PaymentDetail, PaymentStatus, PaymentSummary } from '@motus/contract';
import { toMoney } from '../../../lib/money.ts';
import { DAY_MS } from '../../../lib/zoned-time.ts';
import { singlePosition } from '../checkouts/checkout-item.ts';
import type { CheckoutPosition, CheckoutRow } from '../checkouts/schema/checkouts.ts';
import type { PaymentRow, RefundRow } from './schema/payments.ts';

/** A member may ask for their money back online within this many days of paying (docs/decisions.md "Payments and refunds"). */
export const REFUND_WINDOW_DAYS = 14;

export interface StudioSummary {
  id: number;
  name: string;
  zoneId: string;
}

export function leftToRefund(payment: PaymentRow): number {
  return Math.max(0, payment.amountMinor - payment.refundedMinor);
}

/** The receipt number as printed: the payment's sequence number, zero-padded. */
export function receiptNumberOf(payment: PaymentRow): string {
  return String(payment.receiptNumber).padStart(6, '0');
}

export function paidAtOf(payment: PaymentRow): Date {
  return payment.paidAt ?? payment.createdAt;
}

export function refundableUntilOf(payment: PaymentRow): Date | null {
  if (!payment.checkoutId) return null;
  return new Date(paidAtOf(payment).getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/** Why the payment cannot be refunded online now; null when it can. */
export function notRefundableReasonOf(payment: PaymentRow, now: Date): NotRefundableReason | null {
  if (!payment.checkoutId) return 'PAID_AT_DESK';
  if (payment.status === 'PENDING') return 'NOT_PAID';
  if (payment.status === 'REFUNDED' || leftToRefund(payment) === 0) return 'NOTHING_LEFT';
  const until = refundableUntilOf(payment);
  if (until && now > until) return 'REFUND_WINDOW_PASSED';
  return null;
}

/** After a refund: REFUNDED once nothing is left, else PARTIALLY_REFUNDED. */
export function statusAfterRefund(payment: PaymentRow, refundedMinor: number): PaymentStatus {
  return refundedMinor >= payment.amountMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

export function toPaymentSummary(payment: PaymentRow, studio: StudioSummary | undefined): PaymentSummary {
  const currency = payment.currencyCode;
  return {
    id: payment.id,
    tenant: payment.tenantId,
    studio: studio ?? null,
    description: payment.description,
    amount: toMoney(payment.amountMinor, currency),
    refundedAmount: toMoney(payment.refundedMinor, currency),
    status: payment.status,
    method: payment.method,
    instrumentLabel: payment.instrumentLabel,
    receiptNumber: receiptNumberOf(payment),
    paidAt: paidAtOf(payment).toISOString(),
  };
}

/** A payment without a checkout (paid at the desk) is one line of its own description. */
export function positionsOf(payment: PaymentRow, checkout: CheckoutRow | undefined): CheckoutPosition[] {
  return checkout ? checkout.positions : [singlePosition(payment.description, payment.amountMinor)];
}

export interface PaymentFacts {
  payment: PaymentRow;
  checkout: CheckoutRow | undefined;
  refunds: RefundRow[];
  studio: StudioSummary | undefined;
}

export function toPaymentDetail(facts: PaymentFacts, now: Date): PaymentDetail {
  const { payment, checkout, refunds } = facts;
  const currency = payment.currencyCode;
  const money = (minor: number) => toMoney(minor, currency);
  const reason = notRefundableReasonOf(payment, now);
  return {
    ...toPaymentSummary(payment, facts.studio),
    positions: positionsOf(payment, checkout).map((position) => ({
      label: position.label,
      quantity: position.quantity,
      unitPrice: money(position.unitMinor),
      total: money(position.totalMinor),
    })),
    subtotal: money(checkout?.subtotalMinor ?? payment.amountMinor),
    discount: money(checkout?.discountMinor ?? 0),
    voucherCode: checkout?.voucherCode ?? null,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: money(refund.amountMinor),
      reason: refund.reason,
      refundedAt: refund.createdAt.toISOString(),
    })),
    refundable: reason === null,
    refundableAmount: money(reason === null ? leftToRefund(payment) : 0),
    refundableUntil: refundableUntilOf(payment)?.toISOString() ?? null,
    notRefundableReason: reason,
  };
}
