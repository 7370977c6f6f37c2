/** A studio-local calendar day as YYYY-MM-DD. */
export type LocalDay = string;

const DAY_MS = 24 * 60 * 60_000;

/** The day an instant falls on, on the studio's wall clock. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Today and the following days, on the studio's calendar. */
export function comingDays(now: Date, timeZone: string, count: number): LocalDay[] {
  const today = Date.parse(`${localDayOf(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today + index * DAY_MS).toISOString().slice(0, 10));
}

function formatDay(day: LocalDay, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The short label of a day strip entry: "Mon 24". */
export function dayLabel(day: LocalDay, locale: string): string {
  return formatDay(day, locale, { weekday: 'short', day: 'numeric' });
}

export function dayHeading(day: LocalDay, locale: string): string {
  return formatDay(day, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** "06:00–07:30" on the studio's wall clock. */
export function timeRange(start: Date, end: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatRange(start, end);
}

export function timeOf(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(instant);
}

/** "Monday, 24 November 2026" on the studio's calendar. */
export function dateOf(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(instant);
}
