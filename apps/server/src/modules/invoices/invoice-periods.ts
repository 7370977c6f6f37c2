import { addDays, formatLocalDate, type LocalDate, localDateOf, zonedInstant } from '../../lib/zoned-time.ts';

/** How many months back a list call makes missing invoices. */
export const MAX_MONTHS_BACK = 12;

function monthOf(date: LocalDate): string {
  return formatLocalDate(date).slice(0, 7);
}

function firstDayOf(month: string): LocalDate {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return { year, month: monthNumber, day: 1 };
}

/** The month after `month`, both `YYYY-MM`: 31 days after a month's first day always fall in the next. */
function nextMonth(month: string): string {
  return monthOf(addDays(firstDayOf(month), 31));
}

/**
 * The complete months before today's (in the zone) from the contract start's month on, at most `MAX_MONTHS_BACK`
 * of them, oldest first.
 */
export function pastCompleteMonths(firstStartDate: string, now: Date, zoneId: string): string[] {
  const current = monthOf(localDateOf(now, zoneId));
  const months: string[] = [];
  for (let month = firstStartDate.slice(0, 7); month < current; month = nextMonth(month)) months.push(month);
  return months.slice(-MAX_MONTHS_BACK);
}

/** The instants the month begins and the next one begins in the zone. */
export function monthSpan(month: string, zoneId: string): { from: Date; until: Date } {
  return {
    from: zonedInstant(firstDayOf(month), 0, zoneId),
    until: zonedInstant(firstDayOf(nextMonth(month)), 0, zoneId),
  };
}

/** The day an instant falls on in the zone, as an ISO date. */
export function dateIn(instant: Date, zoneId: string): string {
  return formatLocalDate(localDateOf(instant, zoneId));
}
