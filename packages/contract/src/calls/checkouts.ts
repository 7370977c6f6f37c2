import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  AccountBalanceErrors,
  CheckoutErrors,
  CheckoutItemErrors,
  ConsumptionCreditErrors,
  checkoutAuthenticationErrors,
  checkoutCancellationErrors,
  checkoutCreationErrors,
  checkoutFinalizationErrors,
  ErrorCodes,
  PaymentRequestErrors,
  ProductErrorCodes,
  paymentMethodLinkErrors,
  placeBookingErrors,
  slotBookingErrors,
} from '../errors/index.ts';
import { isoDateTime, localeTag, numericId, studioNumber } from '../schemas.ts';
import { moneySchema } from './booking-options.ts';
import { customerDataSchema } from './guest-booking.ts';

/**
 * The checkout of anything the portal sells (DESIGN.md "Payments"): create, authenticate (hand the payment to the
 * provider), finalize (create what was bought, exactly once) or cancel. Amounts are the server's; the client only says
 * what it buys and, optionally, the total it showed, which the server refuses if its own differs.
 */
export const checkoutTypes = [
  'COURSE_APPOINTMENT',
  'SINGLE_APPOINTMENT',
  'PRODUCT_VARIANT',
  'ACCOUNT_BALANCE',
  'CONSUMPTION_CREDIT',
  'PAYMENT_REQUEST',
  'PAYMENT_METHOD',
] as const;

export const checkoutStatuses = ['CREATED', 'PENDING', 'FINALIZED', 'CANCELED', 'FAILED', 'EXPIRED'] as const;

export const paymentMethodTypes = [
  'CREDIT_CARD',
  'PAYPAL',
  'IDEAL',
  'TWINT',
  'BANCONTACT',
  'SEPA_DIRECT_DEBIT',
] as const;

/** A portal path to come back to from the provider's pages; `{checkoutId}` is replaced by the checkout's id. */
export const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path of this portal, starting with one /');

export const returnToSchema = z.object({ success: returnPath, cancel: returnPath, failure: returnPath });

/** What every create body may carry besides the item. */
const checkoutCommon = {
  /** The guest's data (public checkouts; a member's comes from their customer). */
  contact: customerDataSchema.optional(),
  voucherCode: z.string().trim().min(4).max(40).optional(),
  paymentMethod: z.enum(paymentMethodTypes).optional(),
  /** The buyer's UI locale: the provider's pages speak it. */
  locale: localeTag.optional(),
  /** The total the buyer was shown; a different server total answers 409 PRICE_CHANGED. */
  expectedTotal: moneySchema.optional(),
  returnTo: returnToSchema,
};

/** The common part of any kind's create body, as the server reads it off whichever kind it got. */
export const checkoutCommonSchema = z.object(checkoutCommon);

export const courseAppointmentCheckoutBody = z.object({ appointmentId: numericId, ...checkoutCommon });

export const singleAppointmentCheckoutBody = z.object({
  benefitId: numericId,
  employeeId: numericId,
  startDateTime: isoDateTime,
  ...checkoutCommon,
});

export const productVariantCheckoutBody = z.object({
  variantId: numericId,
  studioId: studioNumber,
  quantity: z.number().int().min(1).max(10).default(1),
  /** Day tickets: the studio-local day (yyyy-mm-dd) the ticket admits to. */
  validOn: z.iso.date().optional(),
  /** Vouchers: the name printed on the voucher. */
  recipientName: z.string().trim().min(1).max(80).optional(),
  ...checkoutCommon,
});

export const accountBalanceCheckoutBody = z.object({
  studioId: studioNumber.optional(),
  /** Public only: the token of the account-balance link (`/v3/public/accountbalance/{token}`). */
  token: z.string().min(16).max(200).optional(),
  ...checkoutCommon,
});

/** A recharge of the member's consumption credit, in major units of their studio's currency. */
export const consumptionCreditCheckoutBody = z.object({
  amount: z.number().positive().max(1_000_000).multipleOf(0.01),
  ...checkoutCommon,
});

export const checkoutPositionSchema = z.object({
  label: z.string(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  total: moneySchema,
});

/** What the finalized checkout created. */
export const checkoutOrderSchema = z.object({
  id: z.uuid(),
  calendarItemId: z.uuid().nullable(),
  contingentId: z.number().int().nullable(),
  dayTicketId: z.uuid().nullable(),
  voucherCodes: z.array(z.string()),
  paymentId: z.uuid().nullable(),
});

export const checkoutSchema = z.object({
  id: z.uuid(),
  /** The guest's handle for the public calls. */
  publicToken: z.string(),
  type: z.enum(checkoutTypes),
  status: z.enum(checkoutStatuses),
  studioId: z.number().int().nullable(),
  positions: z.array(checkoutPositionSchema),
  subtotal: moneySchema,
  /** Taken from a voucher. */
  discount: moneySchema,
  total: moneySchema,
  voucherCode: z.string().nullable(),
  paymentMethod: z.enum(paymentMethodTypes).nullable(),
  /** Booking kinds: the place held while paying, booked once finalized. */
  calendarItemId: z.uuid().nullable(),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
  finalizedAt: isoDateTime.nullable(),
  /** DECLINED, INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED, EXPIRED, PLACE_GONE, ... */
  failureReason: z.string().nullable(),
  order: checkoutOrderSchema.nullable(),
});

export const authenticateCheckoutBody = z.object({
  paymentMethod: z.enum(paymentMethodTypes).optional(),
  /** A saved instrument of the member to pay with (no provider page where it allows that). */
  instrumentId: z.uuid().optional(),
  saveInstrument: z.boolean().optional(),
});

/** Where to send the buyer next: the provider's hosted page, or null when nothing is left to approve. */
export const checkoutAuthenticationSchema = z.object({
  checkout: checkoutSchema,
  redirectUrl: z.string().nullable(),
});

const byId = z.object({ id: z.uuid() });
const byToken = z.object({ publicToken: z.string().min(16).max(200) });

type CreateBody =
  | typeof courseAppointmentCheckoutBody
  | typeof singleAppointmentCheckoutBody
  | typeof productVariantCheckoutBody
  | typeof accountBalanceCheckoutBody
  | typeof consumptionCreditCheckoutBody;

/** The kinds' path segments and bodies, in calls.tsv order (the consumption-credit recharge after them). */
const kinds = {
  'account-balance': accountBalanceCheckoutBody,
  'consumption-credit': consumptionCreditCheckoutBody,
  'course-appointment': courseAppointmentCheckoutBody,
  'product-variant': productVariantCheckoutBody,
  'single-appointment': singleAppointmentCheckoutBody,
} as const satisfies Record<string, CreateBody>;

/** What each kind's item can refuse a checkout with, by path segment. */
const checkoutItemErrors: Record<string, readonly string[]> = {
  'account-balance': [
    AccountBalanceErrors.tokenRequired,
    ErrorCodes.studioNotFound,
    PaymentRequestErrors.noOpenBalance,
    ...paymentMethodLinkErrors,
  ],
  'consumption-credit': [
    ErrorCodes.forbidden,
    ConsumptionCreditErrors.amountOutOfRange,
    ConsumptionCreditErrors.loginRequired,
  ],
  'course-appointment': [...placeBookingErrors, CheckoutItemErrors.notForSale, ErrorCodes.tooManyRequests],
  'product-variant': [
    ErrorCodes.studioNotFound,
    ErrorCodes.forbidden,
    ProductErrorCodes.productNotFound,
    ProductErrorCodes.loginRequired,
    ProductErrorCodes.dayTicketDate,
    CheckoutItemErrors.notForSale,
  ],
  'single-appointment': [...slotBookingErrors, CheckoutItemErrors.notForSale, ErrorCodes.tooManyRequests],
};

const camel = (segment: string) => segment.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function createCall<B extends CreateBody>(prefix: 'v3' | 'v4' | 'v3/public', segment: string, body: B) {
  const audience = prefix === 'v3/public' ? 'public' : prefix;
  return defineCall({
    id: `checkouts.${audience}.create.${camel(segment)}`,
    method: 'POST',
    path: `/${prefix}/checkouts/${segment}`,
    auth: prefix === 'v3/public' ? 'public' : 'member',
    principal: prefix === 'v3/public' ? ('public' as const) : ('customer' as const),
    body,
    errors: [
      ...checkoutCreationErrors,
      ...(checkoutItemErrors[segment] ?? []),
      ...(prefix === 'v3/public' ? [ErrorCodes.tenantRequired] : []),
    ],
    answer: checkoutSchema,
  });
}

function getByKindCall(prefix: 'v3' | 'v4' | 'v3/public', segment: string) {
  const isPublic = prefix === 'v3/public';
  const audience = isPublic ? 'public' : prefix;
  return isPublic
    ? defineCall({
        id: `checkouts.${audience}.get.${camel(segment)}`,
        method: 'GET',
        path: `/${prefix}/checkouts/${segment}/{publicToken}`,
        auth: 'public',
        params: byToken,
        errors: [CheckoutErrors.notFound],
        answer: checkoutSchema,
      })
    : defineCall({
        id: `checkouts.${audience}.get.${camel(segment)}`,
        method: 'GET',
        path: `/${prefix}/checkouts/${segment}/{id}`,
        auth: 'member',
        principal: 'customer',
        params: byId,
        errors: [CheckoutErrors.notFound],
        answer: checkoutSchema,
      });
}

const prefixes = ['v3', 'v4', 'v3/public'] as const;

export const createCheckoutCalls = prefixes.flatMap((prefix) =>
  Object.entries(kinds).map(([segment, body]) => ({ prefix, segment, call: createCall(prefix, segment, body) })),
);

export const getCheckoutByKindCalls = prefixes.flatMap((prefix) =>
  Object.keys(kinds).map((segment) => ({ prefix, segment, call: getByKindCall(prefix, segment) })),
);

export const getCheckout = defineCall({
  id: 'checkouts.get',
  method: 'GET',
  path: '/v3/checkouts/{id}',
  auth: 'member',
  principal: 'customer',
  params: byId,
  errors: [CheckoutErrors.notFound],
  answer: checkoutSchema,
});

export const authenticateCheckout = defineCall({
  id: 'checkouts.authenticate',
  method: 'POST',
  path: '/v3/checkouts/{id}/authenticate',
  auth: 'member',
  principal: 'customer',
  params: byId,
  body: authenticateCheckoutBody,
  errors: [...checkoutAuthenticationErrors],
  answer: checkoutAuthenticationSchema,
});

export const cancelCheckout = defineCall({
  id: 'checkouts.cancel',
  method: 'POST',
  path: '/v3/checkouts/{id}/cancel',
  auth: 'member',
  principal: 'customer',
  params: byId,
  errors: [...checkoutCancellationErrors],
  answer: checkoutSchema,
});

export const finalizeCheckout = defineCall({
  id: 'checkouts.finalize',
  method: 'POST',
  path: '/v3/checkouts/{id}/finalize',
  auth: 'member',
  principal: 'customer',
  params: byId,
  errors: [...checkoutFinalizationErrors],
  answer: checkoutSchema,
});

export const authenticatePublicCheckout = defineCall({
  id: 'checkouts.public.authenticate',
  method: 'POST',
  path: '/v3/public/checkouts/{publicToken}/authenticate',
  auth: 'public',
  params: byToken,
  body: authenticateCheckoutBody.omit({ instrumentId: true, saveInstrument: true }),
  errors: [...checkoutAuthenticationErrors],
  answer: checkoutAuthenticationSchema,
});

export const finalizePublicCheckout = defineCall({
  id: 'checkouts.public.finalize',
  method: 'POST',
  path: '/v3/public/checkouts/{publicToken}/finalize',
  auth: 'public',
  params: byToken,
  errors: [...checkoutFinalizationErrors],
  answer: checkoutSchema,
});

export type Checkout = z.infer<typeof checkoutSchema>;
export type CheckoutType = (typeof checkoutTypes)[number];
export type CheckoutStatus = (typeof checkoutStatuses)[number];
export type PaymentMethodType = (typeof paymentMethodTypes)[number];
export type CheckoutReturnTo = z.infer<typeof returnToSchema>;
export type CheckoutAuthentication = z.infer<typeof checkoutAuthenticationSchema>;
export type CourseAppointmentCheckoutBody = z.input<typeof courseAppointmentCheckoutBody>;
export type SingleAppointmentCheckoutBody = z.input<typeof singleAppointmentCheckoutBody>;
export type ProductVariantCheckoutBody = z.input<typeof productVariantCheckoutBody>;
export type AccountBalanceCheckoutBody = z.input<typeof accountBalanceCheckoutBody>;
export type ConsumptionCreditCheckoutBody = z.input<typeof consumptionCreditCheckoutBody>;
