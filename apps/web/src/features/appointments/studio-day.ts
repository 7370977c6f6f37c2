/** A day in the studio's time zone, `YYYY-MM-DD` (the server's day keys). */
export type StudioDay = string;

export function studioDayOf(instant: Date, timeZone: string): StudioDay {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function addDays(day: StudioDay, days: number): StudioDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day key formatted in the locale (the key is a calendar date, so it is formatted as UTC). */
export function formatDay(day: StudioDay, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
