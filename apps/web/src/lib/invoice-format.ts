import type { Invoice } from '@motus/contract';
import { formatPrice } from './format.ts';
import { dateTimeFormat } from './intl.ts';

/** The invoiced month as the locale names it ("November 2026"). */
export function formatInvoiceMonth(period: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
}

/** The invoice's gross amount in its currency. */
export function formatInvoiceAmount(invoice: Invoice, locale: string): string {
  return formatPrice({ amount: invoice.grossMinor / 100, currency: invoice.currencyCode }, locale);
}
