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
