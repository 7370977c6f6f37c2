import { PaymentErrorCodes } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl.ts';

const AMOUNT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** An amount as typed, with a comma or a point and at most two decimals; null when it is none. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return AMOUNT_PATTERN.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** An amount as the form shows it: two decimals with the locale's separator, no currency sign. */
export function amountText(amount: number, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}

const REFUND_ERRORS = new Set<string>(Object.values(PaymentErrorCodes));

/** Why a refund was refused, in the member's words: the refund codes have texts of their own. */
export function refundFailure(error: unknown, t: TFunction): unknown {
  if (error instanceof ApiError && error.errorCode && REFUND_ERRORS.has(error.errorCode)) {
    return new Error(t(`payments.errors.${error.errorCode}`));
  }
  return error;
}
