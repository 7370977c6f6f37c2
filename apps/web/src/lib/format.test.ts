import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, formatPrice, isoWeek } from './format.ts';

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatPrice', () => {
  it("shows '-' for a missing or zero amount, and the free label in its variant", () => {
    expect(formatPrice(null, 'de-DE')).toBe('-');
    expect(formatPrice({ amount: undefined }, 'de-DE')).toBe('-');
    expect(formatPrice({ amount: 0, currency: 'EUR' }, 'de-DE')).toBe('-');
    expect(formatPrice({ amount: 0, currency: 'EUR' }, 'de-DE', { freeLabel: 'Kostenlos' })).toBe('Kostenlos');
  });

  it('formats in the locale and currency, EUR by default', () => {
    expect(nbsp(formatPrice({ amount: 19.9 }, 'de-DE'))).toBe('19,90 €');
    expect(nbsp(formatPrice({ amount: 25, currency: 'CHF' }, 'de-CH'))).toBe('CHF 25.00');
    expect(formatPrice({ amount: 1234.5, currency: 'USD' }, 'en-US')).toBe('$1,234.50');
  });
});

describe('formatPercent and formatDecimal', () => {
  it('shows percentages with at most one decimal', () => {
    expect(nbsp(formatPercent(0.4256, 'de-DE'))).toBe('42,6 %');
    expect(formatPercent(0.5, 'en-GB')).toBe('50%');
    expect(formatPercent(undefined, 'en-GB')).toBe('-');
  });

  it('shows other decimals with at most two', () => {
    expect(formatDecimal(Math.PI, 'en-GB')).toBe('3.14');
    expect(formatDecimal(2, 'de-DE')).toBe('2');
  });
});

describe('isoWeek', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-11-22', 47],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2024-12-30', 1],
  ])('%s is in week %i', (date, week) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    expect(isoWeek(new Date(year, month - 1, day))).toBe(week);
  });
});
