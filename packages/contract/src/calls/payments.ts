import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { PaymentErrorCodes, refundErrors } from '../errors/index.ts';
import { isoDateTime, tenantKey } from '../schemas.ts';
import { moneySchema } from './booking-options.ts';
import { checkoutPositionSchema, paymentMethodTypes } from './checkouts.ts';

/**
 * The member's payments (`/me/payments`): what they paid, to which studio, how, and what was refunded. A payment comes
 * from a finalized checkout, or from the studio's books (paid at the desk, no checkout).
 */
export const paymentStatuses = ['PENDING', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

/** The provider's methods, VOUCHER (fully paid by a voucher) and CASH (paid at the studio's desk). */
export const paymentMethods = [...paymentMethodTypes, 'VOUCHER', 'CASH'] as const;

/** Why a payment cannot be refunded online: not collected yet, nothing left, paid at the desk, or the window is over. */
export const notRefundableReasons = ['NOT_PAID', 'NOTHING_LEFT', 'PAID_AT_DESK', 'REFUND_WINDOW_PASSED'] as const;

export const paymentStudioSchema = z.object({ id: z.number().int(), name: z.string(), zoneId: z.string() });

export const paymentSummarySchema = z.object({
  id: z.uuid(),
  tenant: z.string(),
  studio: paymentStudioSchema.nullable(),
  description: z.string(),
  amount: moneySchema,
  refundedAmount: moneySchema,
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  /** "Visa •••• 4242": what the buyer paid with, as the provider named it. */
  instrumentLabel: z.string().nullable(),
  /** Printed on the receipt. */
  receiptNumber: z.string(),
  paidAt: isoDateTime,
});

export const refundSchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  reason: z.string().nullable(),
  refundedAt: isoDateTime,
});

export const paymentDetailSchema = paymentSummarySchema.extend({
  /** What was bought, as the checkout priced it; one line for a payment without a checkout. */
  positions: z.array(checkoutPositionSchema),
  subtotal: moneySchema,
  /** Taken from a voucher. */
  discount: moneySchema,
  voucherCode: z.string().nullable(),
  refunds: z.array(refundSchema),
  refundable: z.boolean(),
  /** What is left to refund (zero when not refundable). */
  refundableAmount: moneySchema,
  /** The last instant of the refund window; null for a payment that cannot be refunded online at all. */
  refundableUntil: isoDateTime.nullable(),
  notRefundableReason: z.enum(notRefundableReasons).nullable(),
});

export const paymentPageSchema = z.object({
  content: z.array(paymentSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});

const hasCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

export const refundPaymentBody = z
  .object({
    /** Default: all that is left. */
    amount: moneySchema
      .refine((money) => money.amount > 0, 'more than zero')
      .refine((money) => hasCents(money.amount), 'at most two decimals')
      .optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .default({});

const byPaymentId = z.object({ paymentId: z.uuid() });

/** The member's payments in every tenant they are connected to (or one), newest first. */
export const listPayments = defineCall({
  id: 'payments.list',
  method: 'GET',
  path: '/v3/payments',
  auth: 'member',
  query: z.object({
    tenant: tenantKey.optional(),
    page: z.coerce.number().int().min(0).max(1000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  answer: paymentPageSchema,
});

export const getPayment = defineCall({
  id: 'payments.get',
  method: 'GET',
  path: '/v3/payments/{paymentId}',
  auth: 'member',
  params: byPaymentId,
  errors: [PaymentErrorCodes.notFound],
  answer: paymentDetailSchema,
});

/** Gives money back to the payer (docs/decisions.md "Payments and refunds"); a full refund also undoes what was bought. */
export const refundPayment = defineCall({
  id: 'payments.refund',
  method: 'POST',
  path: '/v3/payments/{paymentId}/refund',
  auth: 'member',
  params: byPaymentId,
  body: refundPaymentBody,
  errors: [...refundErrors],
  answer: paymentDetailSchema,
});

/** The receipt as a PDF (application/pdf), in the member's language. */
export const getPaymentReceipt = defineCall({
  id: 'payments.getReceipt',
  method: 'GET',
  path: '/v3/payments/{paymentId}/receipt',
  auth: 'member',
  params: byPaymentId,
  answerKind: 'binary',
  errors: [PaymentErrorCodes.notFound],
  answer: z.unknown(),
});

export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type NotRefundableReason = (typeof notRefundableReasons)[number];
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export type PaymentPage = z.infer<typeof paymentPageSchema>;
export type Refund = z.infer<typeof refundSchema>;
