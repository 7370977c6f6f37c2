import { addDays } from '../../lib/intl.ts';

/** A local calendar date as YYYY-MM-DD. */
export type LocalDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;

function dayAsUtc(day: LocalDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The seven days (Monday first) of the week `offset` weeks from the one holding `today`. */
export function weekDays(today: LocalDay, offset: number): LocalDay[] {
  const mondayIndex = (dayAsUtc(today).getUTCDay() + 6) % 7;
  const monday = addDays(today, offset * 7 - mondayIndex);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The instants to ask the server for: a day more on each side, since a studio's midnight is not UTC's; the days are
 * then chosen by the studio's wall clock.
 */
export function weekRange(days: LocalDay[]): { startDate: string; endDate: string } {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return {
    startDate: new Date(dayAsUtc(first).getTime() - DAY_MS).toISOString(),
    endDate: new Date(dayAsUtc(last).getTime() + 2 * DAY_MS).toISOString(),
  };
}

/** The ISO week number of a local day ('CW {n}'). */
export function calendarWeek(day: LocalDay): number {
  const date = dayAsUtc(day);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / DAY_MS + 1) / 7);
}
