import { CheckoutItemErrors } from './booking.ts';
import { VoucherErrorCodes } from './catalog.ts';
import { ErrorCodes } from './common.ts';

/** The error codes of checkouts, payments, payment requests, payment-method links and instruments. */
export const CheckoutErrors = {
  notFound: 'CHECKOUT_NOT_FOUND',
  priceChanged: 'PRICE_CHANGED',
  expired: 'CHECKOUT_EXPIRED',
  closed: 'CHECKOUT_CLOSED',
  notAuthenticated: 'CHECKOUT_NOT_AUTHENTICATED',
  kindUnavailable: 'CHECKOUT_KIND_UNAVAILABLE',
  paymentMethodRequired: 'PAYMENT_METHOD_REQUIRED',
  paymentMethodNotAvailable: 'PAYMENT_METHOD_NOT_AVAILABLE',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;

export const AccountBalanceErrors = {
  tokenRequired: 'ACCOUNT_BALANCE_TOKEN_REQUIRED',
  changed: 'ACCOUNT_BALANCE_CHANGED',
} as const;

export const PaymentMethodLinkErrors = {
  notFound: 'PAYMENT_METHOD_LINK_NOT_FOUND',
  expired: 'PAYMENT_METHOD_LINK_EXPIRED',
  used: 'PAYMENT_METHOD_LINK_USED',
  /** The order of a link's checkout, when the provider has not confirmed the payment method yet. */
  notConfigured: 'PAYMENT_METHOD_NOT_CONFIGURED',
} as const;

export const PaymentRequestErrors = {
  notFound: 'PAYMENT_REQUEST_NOT_FOUND',
  paid: 'PAYMENT_REQUEST_PAID',
  canceled: 'PAYMENT_REQUEST_CANCELED',
  noOpenBalance: 'NO_OPEN_BALANCE',
} as const;

export const TokenizationErrors = { notFound: 'TOKENIZATION_NOT_FOUND' } as const;

export const InstrumentErrors = {
  notFound: 'PAYMENT_INSTRUMENT_NOT_FOUND',
} as const;

/** Why a payment cannot be refunded online; the refund call answers these codes with 409, except NOT_FOUND. */
export const PaymentErrorCodes = {
  notFound: 'PAYMENT_NOT_FOUND',
  notRefundable: 'NOT_REFUNDABLE',
  windowPassed: 'REFUND_WINDOW_PASSED',
  amountTooHigh: 'AMOUNT_TOO_HIGH',
  currencyMismatch: 'CURRENCY_MISMATCH',
} as const;

/**
 * The payment provider's own error codes, as a real provider's API would answer them; a call that asks the provider
 * (a refund, a checkout's payment) passes them on.
 */
export const PspErrorCodes = {
  sessionNotFound: 'PSP_SESSION_NOT_FOUND',
  sessionDecided: 'PSP_SESSION_DECIDED',
  wrongMethod: 'PSP_WRONG_METHOD',
  methodNotAvailable: 'PAYMENT_METHOD_NOT_AVAILABLE',
  invalidAmount: 'PSP_INVALID_AMOUNT',
  invalidCard: 'PSP_INVALID_CARD',
  invalidMandate: 'PSP_INVALID_MANDATE',
  invalidBank: 'PSP_INVALID_BANK',
  refundNotAllowed: 'REFUND_NOT_ALLOWED',
  refundExceedsCaptured: 'REFUND_EXCEEDS_CAPTURED',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;

/** What creating a checkout can answer besides the codes of what it sells: the voucher, the price, the method. */
export const checkoutCreationErrors = [
  CheckoutErrors.priceChanged,
  CheckoutErrors.kindUnavailable,
  CheckoutErrors.paymentMethodNotAvailable,
  ...Object.values(VoucherErrorCodes),
  ErrorCodes.tooManyRequests,
] as const;

export const checkoutAuthenticationErrors = [
  CheckoutErrors.notFound,
  CheckoutErrors.closed,
  CheckoutErrors.expired,
  CheckoutErrors.paymentMethodRequired,
  CheckoutErrors.paymentMethodNotAvailable,
  InstrumentErrors.notFound,
  PspErrorCodes.invalidAmount,
] as const;

export const checkoutCancellationErrors = [CheckoutErrors.notFound, CheckoutErrors.closed] as const;

export const checkoutFinalizationErrors = [CheckoutErrors.notFound, CheckoutErrors.notAuthenticated] as const;

/** What a call on a payment-method link (the token the studio sent) can answer. */
export const paymentMethodLinkErrors = [
  PaymentMethodLinkErrors.notFound,
  PaymentMethodLinkErrors.expired,
  PaymentMethodLinkErrors.used,
] as const;

/** Starting to save a payment instrument: the studio whose currency it is saved in, and the provider's methods. */
export const tokenizationStartErrors = [ErrorCodes.studioNotFound, PspErrorCodes.methodNotAvailable] as const;

/** A refund: the payment's own rules, the provider's, and the sold item that can no longer be taken back. */
export const refundErrors = [
  ...Object.values(PaymentErrorCodes),
  PspErrorCodes.invalidAmount,
  PspErrorCodes.refundNotAllowed,
  PspErrorCodes.refundExceedsCaptured,
  CheckoutItemErrors.notRefundable,
  VoucherErrorCodes.usedUp,
] as const;
