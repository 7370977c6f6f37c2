import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  CheckoutErrors,
  checkoutAuthenticationErrors,
  checkoutCancellationErrors,
  checkoutCreationErrors,
  checkoutFinalizationErrors,
  ErrorCodes,
  PaymentRequestErrors,
  paymentMethodLinkErrors,
} from '../errors/index.ts';
import { isoDateTime, studioNumber } from '../schemas.ts';
import { customerAccountSchema } from './account-statement.ts';
import { moneySchema } from './booking-options.ts';
import {
  authenticateCheckoutBody,
  checkoutAuthenticationSchema,
  checkoutSchema,
  checkoutStatuses,
  paymentMethodTypes,
  returnToSchema,
} from './checkouts.ts';

/**
 * What a studio asks a customer to do by link, without a login: pay a payment request (`/payment?paymentRequestId=`),
 * set up how they pay and pay their open account (`/payment-method-configuration?token=`, the self-service token).
 */
export const paymentRequestStatuses = ['OPEN', 'PAID', 'CANCELED'] as const;

const linkStudioSchema = z.object({ id: z.number().int(), name: z.string() });

export const paymentRequestPositionSchema = z.object({
  label: z.string(),
  amount: moneySchema,
  /** yyyy-mm-dd */
  dueDate: z.iso.date(),
});

export const paymentRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(paymentRequestStatuses),
  studio: linkStudioSchema.nullable(),
  positions: z.array(paymentRequestPositionSchema),
  total: moneySchema,
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});

const linkToken = z.string().min(16).max(200);
const byLinkToken = z.object({ token: linkToken });
/** A public checkout is addressed by its public token. */
const byCheckoutToken = z.object({ id: linkToken });

export const getPaymentRequest = defineCall({
  id: 'paymentRequests.get',
  method: 'GET',
  path: '/nox/public/v1/paymentrequests/{paymentRequestUuid}',
  auth: 'public',
  params: z.object({ paymentRequestUuid: z.uuid() }),
  errors: [PaymentRequestErrors.notFound],
  answer: paymentRequestSchema,
});

export const paymentRequestCheckoutBody = z.object({
  paymentRequestId: z.uuid(),
  paymentMethod: z.enum(paymentMethodTypes),
  returnTo: returnToSchema,
});

export const createPaymentRequestCheckout = defineCall({
  id: 'paymentRequests.checkout.create',
  method: 'POST',
  path: '/v3/public/paymentrequestcheckouts',
  auth: 'public',
  body: paymentRequestCheckoutBody,
  errors: [
    PaymentRequestErrors.notFound,
    PaymentRequestErrors.paid,
    PaymentRequestErrors.canceled,
    PaymentRequestErrors.noOpenBalance,
    ...checkoutCreationErrors,
  ],
  answer: checkoutSchema,
});

export const authenticatePaymentRequestCheckout = defineCall({
  id: 'paymentRequests.checkout.authenticate',
  method: 'POST',
  path: '/v3/public/paymentrequestcheckouts/{id}/authenticate',
  auth: 'public',
  params: byCheckoutToken,
  body: authenticateCheckoutBody.omit({ instrumentId: true, saveInstrument: true }),
  errors: [...checkoutAuthenticationErrors],
  answer: checkoutAuthenticationSchema,
});

export const cancelPaymentRequestCheckout = defineCall({
  id: 'paymentRequests.checkout.cancel',
  method: 'POST',
  path: '/v3/public/paymentrequestcheckouts/{id}/cancel',
  auth: 'public',
  params: byCheckoutToken,
  errors: [...checkoutCancellationErrors],
  answer: checkoutSchema,
});

export const finalizePaymentRequestCheckout = defineCall({
  id: 'paymentRequests.checkout.finalize',
  method: 'POST',
  path: '/v3/public/paymentrequestcheckouts/{id}/finalize',
  auth: 'public',
  params: byCheckoutToken,
  errors: [...checkoutFinalizationErrors],
  answer: checkoutSchema,
});

export const getPaymentRequestCheckout = defineCall({
  id: 'paymentRequests.checkout.get',
  method: 'GET',
  path: '/v3/public/paymentrequestcheckouts/{id}',
  auth: 'public',
  params: byCheckoutToken,
  errors: [CheckoutErrors.notFound],
  answer: checkoutSchema,
});

export const listMemberPaymentRequests = defineCall({
  id: 'paymentRequests.member.list',
  method: 'GET',
  path: '/v1/finion-pay/payment-requests',
  auth: 'member',
  principal: 'customer',
  answer: z.array(paymentRequestSchema),
});

/** Asks for the member's open account balance as one payment request, to pay on the external payment page. */
export const createMemberPaymentRequest = defineCall({
  id: 'paymentRequests.member.create',
  method: 'POST',
  path: '/v1/finion-pay/payment-requests',
  auth: 'member',
  principal: 'customer',
  body: z.object({ studioId: studioNumber.optional() }).default({}),
  errors: [ErrorCodes.studioNotFound, PaymentRequestErrors.notFound, PaymentRequestErrors.noOpenBalance],
  answer: paymentRequestSchema,
});

export const configuredMethodSchema = z.object({
  type: z.enum(paymentMethodTypes),
  /** "Visa •••• 4242", "SEPA DE89 •••• 3000". */
  label: z.string(),
  configuredAt: isoDateTime,
});

export const paymentMethodConfigurationSchema = z.object({
  studio: linkStudioSchema.nullable(),
  /** The methods the customer may choose (the provider's for the studio's currency). */
  allowedMethods: z.array(z.enum(paymentMethodTypes)),
  /** The method of the link's latest checkout, while one is open. */
  selectedMethod: z.enum(paymentMethodTypes).nullable(),
  /** The link's latest checkout: its status and, when it failed, why. */
  checkoutStatus: z.enum(checkoutStatuses).nullable(),
  failureReason: z.string().nullable(),
  configured: configuredMethodSchema.nullable(),
  /** Until when the link's token is valid (spec 001 section 3 names it tokenValidUntil). */
  tokenValidUntil: isoDateTime,
});

const chooseMethodBody = z.object({ method: z.enum(paymentMethodTypes) });

export const createPaymentMethodCheckout = defineCall({
  id: 'paymentMethods.checkout.create',
  method: 'POST',
  path: '/v3/public/payment-methods/checkout',
  auth: 'public',
  body: chooseMethodBody.extend({ token: linkToken }),
  errors: [...paymentMethodLinkErrors, ...checkoutCreationErrors],
  answer: checkoutSchema,
});

export const authenticatePaymentMethodCheckout = defineCall({
  id: 'paymentMethods.checkout.authenticate',
  method: 'POST',
  path: '/v3/public/payment-methods/checkout/{token}/authenticate',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors, ...checkoutAuthenticationErrors],
  answer: checkoutAuthenticationSchema,
});

export const finalizePaymentMethodCheckout = defineCall({
  id: 'paymentMethods.checkout.finalize',
  method: 'POST',
  path: '/v3/public/payment-methods/checkout/{token}/finalize',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors, ...checkoutFinalizationErrors],
  answer: paymentMethodConfigurationSchema,
});

export const getPaymentMethodConfiguration = defineCall({
  id: 'paymentMethods.configuration',
  method: 'GET',
  path: '/v3/public/payment-methods/checkout/{token}/configuration',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors],
  answer: paymentMethodConfigurationSchema,
});

export const choosePaymentMethod = defineCall({
  id: 'paymentMethods.choose',
  method: 'PUT',
  path: '/v3/public/payment-methods/checkout/{token}',
  auth: 'public',
  params: byLinkToken,
  body: chooseMethodBody,
  errors: [...paymentMethodLinkErrors, ...checkoutCreationErrors],
  answer: checkoutSchema,
});

export const selfServiceActions = ['CONFIGURE_PAYMENT_METHOD', 'PAY_ACCOUNT_BALANCE'] as const;

export const selfServiceConfigurationSchema = z.object({
  studio: linkStudioSchema.nullable(),
  tokenValidUntil: isoDateTime,
  /** What the link lets the customer do now. */
  actions: z.array(z.enum(selfServiceActions)),
  configured: configuredMethodSchema.nullable(),
  openBalance: moneySchema,
});

export const getSelfServiceConfiguration = defineCall({
  id: 'paymentMethods.selfServiceConfiguration',
  method: 'GET',
  path: '/v3/public/customer/self-service/configuration/{token}',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors],
  answer: selfServiceConfigurationSchema,
});

/** The link's customer's detailed account statement of the default period, with what is open (their balance). */
export const getAccountBalanceByToken = defineCall({
  id: 'paymentMethods.accountBalance',
  method: 'GET',
  path: '/v3/public/accountbalance/{token}',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors],
  answer: customerAccountSchema,
});

/** Only the name, for the greeting of the payment-method page. */
export const getPaymentMethodLinkCustomer = defineCall({
  id: 'paymentMethods.customer',
  method: 'GET',
  path: '/nox/public/v1/payment-method/{token}/customer',
  auth: 'public',
  params: byLinkToken,
  errors: [...paymentMethodLinkErrors],
  answer: z.object({ firstName: z.string(), lastName: z.string() }),
});

export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export type PaymentRequestStatus = (typeof paymentRequestStatuses)[number];
export type PaymentRequestCheckoutBody = z.input<typeof paymentRequestCheckoutBody>;
export type PaymentMethodConfiguration = z.infer<typeof paymentMethodConfigurationSchema>;
export type ConfiguredMethod = z.infer<typeof configuredMethodSchema>;
export type SelfServiceConfiguration = z.infer<typeof selfServiceConfigurationSchema>;
export type SelfServiceAction = (typeof selfServiceActions)[number];
