import type { Period } from '@motus/contract';
import { addDays, daysBetween, type LocalDate } from '../../lib/zoned-time.ts';

/** The term rules a contract or module contract runs by. */
export interface TermRules {
  minimumTerm: Period;
  /** Null: the contract ends with its minimum term. */
  renewalPeriod: Period | null;
  noticePeriod: Period;
}

/**
 * Which renewal law applies. CONSUMER_DE (§309 Nr. 9 BGB): after the minimum term the contract runs on indefinitely
 * and can be cancelled any day with at most one month's notice. PERIODIC: it renews by its renewal period and can be
 * cancelled to the end of a period with its notice (docs/decisions.md, "Contract terms and cancellation dates").
 */
export type RenewalLaw = 'CONSUMER_DE' | 'PERIODIC';

/** A cancellation's earliest end, and the last day on which it could be received to end then. */
export interface CancellationOption {
  contractEndDate: LocalDate;
  lastPossibleCancelationDate: LocalDate;
}

interface Span {
  months: number;
  days: number;
}

const ONE_MONTH: Period = { value: 1, unit: 'MONTH' };

function spanOf(period: Period): Span {
  switch (period.unit) {
    case 'DAY':
      return { months: 0, days: period.value };
    case 'WEEK':
      return { months: 0, days: 7 * period.value };
    case 'MONTH':
      return { months: period.value, days: 0 };
    case 'YEAR':
      return { months: 12 * period.value, days: 0 };
  }
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` later; where that month is too short, the first day of the month after it. */
function sameDayLater(date: LocalDate, months: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (date.day <= lastDayOfMonth(year, month)) return { year, month, day: date.day };
  return addDays({ year, month, day: lastDayOfMonth(year, month) }, 1);
}

/**
 * The last day of a span that begins on `start`, counted as §§187(2), 188(2), 188(3) BGB count: a month from 31 January
 * ends on the last day of February (the 28th, or the 29th in a leap year), a month from 1 February on its last day.
 */
export function spanEnd(start: LocalDate, ...periods: Period[]): LocalDate {
  const span = periods
    .map(spanOf)
    .reduce((sum, part) => ({ months: sum.months + part.months, days: sum.days + part.days }));
  return addDays(sameDayLater(start, span.months), span.days - 1);
}

/** The last day to receive notice so that a notice period fits entirely between the day after it and `end`. */
export function lastNoticeDay(end: LocalDate, notice: Period): LocalDate {
  const { months, days } = spanOf(notice);
  const dayAfterEnd = addDays(end, 1);
  const index = dayAfterEnd.year * 12 + (dayAfterEnd.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const firstNoticeDay = { year, month, day: Math.min(dayAfterEnd.day, lastDayOfMonth(year, month)) };
  let candidate = addDays(firstNoticeDay, -days - 1);
  // Clamping to a short month may leave a day or two where a later notice still fits; take the latest that does.
  while (!isAfter(spanEnd(addDays(candidate, 2), notice), end)) candidate = addDays(candidate, 1);
  return candidate;
}

export function isAfter(a: LocalDate, b: LocalDate): boolean {
  return daysBetween(b, a) > 0;
}

/** The end of the minimum term of a contract that starts on `start`. */
export function minimumTermEnd(start: LocalDate, rules: TermRules): LocalDate {
  return spanEnd(start, rules.minimumTerm);
}

/** At most one month's notice after the minimum term (§309 Nr. 9 BGB). */
function consumerNotice(notice: Period): Period {
  const { months, days } = spanOf(notice);
  return months > 1 || (months === 1 && days > 0) || (months === 0 && days > 31) ? ONE_MONTH : notice;
}

/** The ends of the renewal periods after the minimum term, from the first one on, as long as asked for. */
function* periodicEnds(start: LocalDate, rules: TermRules & { renewalPeriod: Period }): Generator<LocalDate> {
  for (let renewals = 1; ; renewals += 1) {
    yield spanEnd(start, rules.minimumTerm, ...Array<Period>(renewals).fill(rules.renewalPeriod));
  }
}

function optionFor(end: LocalDate, notice: Period): CancellationOption {
  return { contractEndDate: end, lastPossibleCancelationDate: lastNoticeDay(end, notice) };
}

/**
 * The ends a cancellation received on `receivedOn` can have, earliest first (`count` of them). During the minimum
 * term the first is its end when the notice still fits; after it, the next renewal end the notice fits before (PERIODIC),
 * or any day the notice of at most a month reaches (CONSUMER_DE). A contract without renewal just ends with its term.
 */
export function cancellationOptions(
  start: LocalDate,
  rules: TermRules,
  law: RenewalLaw,
  receivedOn: LocalDate,
  count = 3,
): CancellationOption[] {
  const termEnd = minimumTermEnd(start, rules);
  const duringTerm = optionFor(termEnd, rules.noticePeriod);
  const options: CancellationOption[] = [];
  if (!isAfter(receivedOn, duringTerm.lastPossibleCancelationDate)) options.push(duringTerm);
  if (rules.renewalPeriod === null) return options.length > 0 ? options : [{ ...duringTerm }];
  if (law === 'CONSUMER_DE') {
    const notice = consumerNotice(rules.noticePeriod);
    const firstEnd = spanEnd(addDays(receivedOn, 1), notice);
    const earliest = isAfter(firstEnd, termEnd) ? firstEnd : addDays(termEnd, 1);
    for (let day = 0; options.length < count; day += 1) {
      const end = addDays(earliest, day);
      if (isAfter(end, termEnd))
        options.push({ contractEndDate: end, lastPossibleCancelationDate: lastNoticeDay(end, notice) });
    }
    return options;
  }
  for (const end of periodicEnds(start, { ...rules, renewalPeriod: rules.renewalPeriod })) {
    if (options.length >= count) break;
    const option = optionFor(end, rules.noticePeriod);
    if (!isAfter(receivedOn, option.lastPossibleCancelationDate)) options.push(option);
  }
  return options;
}

/**
 * The end of the term running on `today` (the minimum term's, or the current renewal period's); null when the contract
 * runs on indefinitely (CONSUMER_DE after the minimum term).
 */
export function currentTermEnd(
  start: LocalDate,
  rules: TermRules,
  law: RenewalLaw,
  today: LocalDate,
): LocalDate | null {
  const termEnd = minimumTermEnd(start, rules);
  if (!isAfter(today, termEnd) || rules.renewalPeriod === null) return termEnd;
  if (law === 'CONSUMER_DE') return null;
  for (const end of periodicEnds(start, { ...rules, renewalPeriod: rules.renewalPeriod })) {
    if (!isAfter(today, end)) return end;
  }
  return null;
}
