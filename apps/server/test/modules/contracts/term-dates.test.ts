import type { Period } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { addDays, formatLocalDate, type LocalDate, parseLocalDate } from '../../../src/lib/zoned-time.ts';
import {
  cancellationOptions,
  currentTermEnd,
  isAfter,
  lastNoticeDay,
  spanEnd,
  type TermRules,
} from '../../../src/modules/contracts/term-dates.ts';

function day(text: string): LocalDate {
  const date = parseLocalDate(text);
  if (!date) throw new Error(`not a day: ${text}`);
  return date;
}

const months = (value: number): Period => ({ value, unit: 'MONTH' });
const weeks = (value: number): Period => ({ value, unit: 'WEEK' });
const text = (date: LocalDate | null) => (date ? formatLocalDate(date) : null);

const twelveMonths: TermRules = { minimumTerm: months(12), renewalPeriod: months(1), noticePeriod: months(1) };
const yearlyRenewal: TermRules = { minimumTerm: months(12), renewalPeriod: months(12), noticePeriod: months(3) };

describe('spanEnd (§§ 187, 188 BGB)', () => {
  it.each([
    ['2026-01-01', months(12), '2026-12-31'],
    ['2026-01-15', months(1), '2026-02-14'],
    ['2026-01-31', months(1), '2026-02-28'],
    ['2028-01-31', months(1), '2028-02-29'],
    ['2028-01-29', months(1), '2028-02-28'],
    ['2026-01-29', months(1), '2026-02-28'],
    ['2026-02-01', months(1), '2026-02-28'],
    ['2028-02-29', months(12), '2029-02-28'],
    ['2028-02-29', months(48), '2032-02-28'],
    ['2026-03-31', months(1), '2026-04-30'],
    ['2026-12-15', { value: 1, unit: 'YEAR' }, '2027-12-14'],
    ['2026-01-01', weeks(4), '2026-01-28'],
    ['2026-02-20', { value: 14, unit: 'DAY' }, '2026-03-05'],
  ] as const)('a span from %s of %o ends on %s', (start, period, end) => {
    expect(text(spanEnd(day(start), period))).toBe(end);
  });
});

describe('lastNoticeDay', () => {
  it.each([
    ['2026-12-31', months(1), '2026-11-30'],
    ['2026-03-31', months(1), '2026-02-28'],
    ['2028-03-31', months(1), '2028-02-29'],
    ['2026-02-28', months(1), '2026-01-31'],
    ['2026-03-30', months(1), '2026-02-27'],
    ['2026-12-31', months(3), '2026-09-30'],
    ['2026-01-28', weeks(4), '2025-12-31'],
  ] as const)('to end on %s with %o notice, the notice arrives by %s', (end, notice, last) => {
    expect(text(lastNoticeDay(day(end), notice))).toBe(last);
  });

  it('is the latest day whose notice period still ends by the end, for every end of two years', () => {
    for (let offset = 0; offset < 730; offset += 1) {
      const end = addDays(day('2027-01-01'), offset);
      for (const notice of [months(1), months(2), months(3), weeks(4)]) {
        const last = lastNoticeDay(end, notice);
        expect(isAfter(spanEnd(addDays(last, 1), notice), end)).toBe(false);
        expect(isAfter(spanEnd(addDays(last, 2), notice), end)).toBe(true);
      }
    }
  });
});

describe('cancellationOptions under German consumer law (§309 Nr. 9 BGB)', () => {
  const start = day('2026-01-01');

  it('ends at the minimum term while the notice still fits', () => {
    const [first] = cancellationOptions(start, twelveMonths, 'CONSUMER_DE', day('2026-11-30'));
    expect(first && text(first.contractEndDate)).toBe('2026-12-31');
    expect(first && text(first.lastPossibleCancelationDate)).toBe('2026-11-30');
  });

  it('after the notice deadline of the minimum term, ends one month after receipt, on any day', () => {
    const options = cancellationOptions(start, twelveMonths, 'CONSUMER_DE', day('2026-12-01'));
    expect(options.map((option) => text(option.contractEndDate))).toEqual(['2027-01-01', '2027-01-02', '2027-01-03']);
    expect(text(options[0]?.lastPossibleCancelationDate ?? null)).toBe('2026-12-01');
  });

  it('caps a longer notice at one month once the minimum term is over', () => {
    const rules: TermRules = { ...twelveMonths, noticePeriod: months(3) };
    const [first] = cancellationOptions(start, rules, 'CONSUMER_DE', day('2027-05-10'));
    expect(first && text(first.contractEndDate)).toBe('2027-06-10');
  });

  it('runs on indefinitely after the minimum term', () => {
    expect(text(currentTermEnd(start, twelveMonths, 'CONSUMER_DE', day('2026-06-01')))).toBe('2026-12-31');
    expect(currentTermEnd(start, twelveMonths, 'CONSUMER_DE', day('2027-06-01'))).toBeNull();
  });
});

describe('cancellationOptions with periodic renewal', () => {
  const start = day('2026-01-31');

  it('renews by whole periods counted from the start, not drifting over short months', () => {
    const rules: TermRules = {
      minimumTerm: months(1),
      renewalPeriod: months(1),
      noticePeriod: { value: 7, unit: 'DAY' },
    };
    const options = cancellationOptions(start, rules, 'PERIODIC', day('2026-02-25'));
    expect(options.map((option) => text(option.contractEndDate))).toEqual(['2026-03-30', '2026-04-30', '2026-05-30']);
  });

  it('misses the end of a term when the notice no longer fits, and takes the next renewal end', () => {
    const options = cancellationOptions(day('2026-01-01'), yearlyRenewal, 'PERIODIC', day('2026-10-01'));
    expect(options.map((option) => text(option.contractEndDate))).toEqual(['2027-12-31', '2028-12-31', '2029-12-31']);
    expect(text(options[0]?.lastPossibleCancelationDate ?? null)).toBe('2027-09-30');
  });

  it('names the running renewal period as the current term', () => {
    expect(text(currentTermEnd(day('2026-01-01'), yearlyRenewal, 'PERIODIC', day('2027-03-01')))).toBe('2027-12-31');
  });

  it('ends a contract without renewal with its minimum term, whenever the cancellation comes', () => {
    const rules: TermRules = { ...yearlyRenewal, renewalPeriod: null };
    const options = cancellationOptions(day('2026-01-01'), rules, 'PERIODIC', day('2026-12-20'));
    expect(options.map((option) => text(option.contractEndDate))).toEqual(['2026-12-31']);
  });

  it('handles a leap-day start', () => {
    const rules: TermRules = { minimumTerm: months(12), renewalPeriod: months(12), noticePeriod: months(1) };
    const options = cancellationOptions(day('2028-02-29'), rules, 'PERIODIC', day('2028-03-01'));
    expect(options.map((option) => text(option.contractEndDate))).toEqual(['2029-02-28', '2030-02-28', '2031-02-28']);
  });
});
