import type { getPayment, listPayments } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/intl.ts';

export type PaymentEntry = ClientAnswer<typeof listPayments>['content'][number];
export type PaymentView = ClientAnswer<typeof getPayment>;

/** Every payment query starts with this key, so a refund refreshes the list and the detail. */
export const paymentsKey = ['payments'] as const;

/** The query parameter that opens a payment's detail beside the list, so a payment can be linked (the refund mail). */
export const PAYMENT_PARAM = 'payment';

/** A day as the locale writes it, on the studio's calendar (the portal's default zone without a studio). */
export function formatDay(iso: string, locale: string, timeZone: string | undefined): string {
  return formatDate(iso, locale, timeZone ?? DEFAULT_TIME_ZONE);
}
