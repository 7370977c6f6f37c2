import type { Money } from '@motus/contract';

/** Every currency the portal sells in (EUR, CHF, USD) has two decimals (DESIGN.md section 3: money). */
const MINOR_PER_MAJOR = 100;

/** Stored minor units as the answers' `{ amount, currency }` in major units. */
export function toMoney(minor: number, currency: string): Money {
  return { amount: minor / MINOR_PER_MAJOR, currency };
}

/** A client's `{ amount, currency }` in minor units, rounded to the cent. */
export function minorOf(money: Money): number {
  return Math.round(money.amount * MINOR_PER_MAJOR);
}

/** Minor units as the locale writes the amount in its currency ("12,50 €", "CHF 12.50"). */
export function moneyFormatter(locale: string, currency: string): (minor: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (minor) => format.format(toMoney(minor, currency).amount);
}

export function formatMinor(minor: number, currency: string, locale: string): string {
  return moneyFormatter(locale, currency)(minor);
}
