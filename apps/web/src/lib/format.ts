import { numberFormat } from './intl.ts';

/** Display rules of spec 000 section 9: '-' for a missing or zero price, at most 1 decimal for percentages, at most 2 otherwise. */
export interface Money {
  amount: number | null | undefined;
  currency?: string | undefined;
}

export const DEFAULT_CURRENCY = 'EUR';
export const NO_VALUE = '-';

export interface PriceOptions {
  /** The free-label variant shows this text for a zero amount instead of '-'. */
  freeLabel?: string;
}

export function formatPrice(money: Money | null | undefined, locale: string, options: PriceOptions = {}): string {
  const amount = money?.amount;
  if (amount === null || amount === undefined || Number.isNaN(amount)) return NO_VALUE;
  if (amount === 0) return options.freeLabel ?? NO_VALUE;
  return numberFormat(locale, { style: 'currency', currency: money?.currency ?? DEFAULT_CURRENCY }).format(amount);
}

/** A ratio (0.425) as a percentage with at most one decimal ('42.5 %' in de-DE). */
export function formatPercent(ratio: number | null | undefined, locale: string): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return NO_VALUE;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

export function formatDecimal(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NO_VALUE;
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** The ISO-8601 week number of a date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
