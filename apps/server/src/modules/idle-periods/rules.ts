import type { IdlePeriodDateLimits } from '@motus/contract';
import { addDays, daysBetween, formatLocalDate, type LocalDate, parseLocalDate } from '../../lib/zoned-time.ts';
import { spanEnd } from '../contracts/index.ts';

/** A period lasts at least a week ... */
export const MINIMUM_LENGTH_DAYS = 7;
/** ... and at most three months, and starts at most three months ahead (docs/decisions.md, "Idle periods"). */
export const MAXIMUM_MONTHS = 3;

const months = (value: number) => ({ value, unit: 'MONTH' as const });

/** Days of a period, both ends included. */
export function lengthInDays(period: { startDate: string; endDate: string }): number {
  return daysBetween(dayOf(period.startDate), dayOf(period.endDate)) + 1;
}

export function dayOf(text: string): LocalDate {
  const day = parseLocalDate(text);
  if (!day) throw new Error(`not a day: ${text}`);
  return day;
}

/** The bounds of a request made on the studio's `today`: a start from tomorrow to three months ahead. */
export function dateLimitsOn(today: LocalDate): IdlePeriodDateLimits {
  const tomorrow = formatLocalDate(addDays(today, 1));
  return {
    minDate: tomorrow,
    maxDate: formatLocalDate(spanEnd(addDays(today, 1), months(MAXIMUM_MONTHS))),
    firstPossibleStartDate: tomorrow,
    minimumLengthDays: MINIMUM_LENGTH_DAYS,
    maximumLengthMonths: MAXIMUM_MONTHS,
  };
}

export type DateProblem = 'START' | 'LENGTH';

/** What is wrong with the days of a request made on `today`, if anything. */
export function dateProblemOf(period: { startDate: string; endDate: string }, today: LocalDate): DateProblem | null {
  const limits = dateLimitsOn(today);
  if (period.startDate < limits.minDate || period.startDate > limits.maxDate) return 'START';
  const longestEnd = formatLocalDate(spanEnd(dayOf(period.startDate), months(MAXIMUM_MONTHS)));
  if (lengthInDays(period) < MINIMUM_LENGTH_DAYS || period.endDate > longestEnd) return 'LENGTH';
  return null;
}
