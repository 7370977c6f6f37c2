import {
  BookingErrors,
  CheckoutErrors,
  CheckoutItemErrors,
  ErrorCodes,
  ProductErrorCodes,
  VoucherErrorCodes,
} from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { type ErrorSource, shownError } from '../error-text.ts';

/** The server's refusals a buyer can act on, with their texts under checkout.errors. */
const CHECKOUT_ERROR_CODES = new Set<string>([
  CheckoutErrors.priceChanged,
  ...Object.values(VoucherErrorCodes),
  BookingErrors.appointmentFull,
  BookingErrors.paymentRequired,
  ErrorCodes.validationFailed,
  CheckoutErrors.expired,
  CheckoutErrors.closed,
  CheckoutErrors.notFound,
  CheckoutErrors.paymentMethodNotAvailable,
  CheckoutItemErrors.notForSale,
  ProductErrorCodes.loginRequired,
]);

/** What a failed checkout call shows: its own text for the codes above, the shared error texts for the rest. */
export function checkoutError(error: unknown): ErrorSource {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  return code && CHECKOUT_ERROR_CODES.has(code) ? `checkout.errors.${code}` : shownError(error);
}

/** Why a checkout failed, as checkout.failure.<REASON> names it; anything new reads as the general failure. */
const FAILURE_REASONS = new Set([
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'AUTHENTICATION_FAILED',
  'EXPIRED',
  'CANCELED',
  'PLACE_GONE',
]);

export function failureReasonKey(reason: string | null): string {
  return `checkout.failure.${reason && FAILURE_REASONS.has(reason) ? reason : 'UNKNOWN'}`;
}
