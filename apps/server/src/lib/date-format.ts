/**
 * The one way the server writes dates for people (mails, PDFs, checkout lines): Intl patterns of the reader's locale,
 * always on the studio's wall clock. The web app's lib/intl.ts writes them the same way.
 */
export type DateStyle = 'full' | 'long' | 'medium';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "Thursday, 26 November 2026 at 19:00" on the zone's wall clock. */
export function formatDateTime(instant: Date, locale: string, zoneId: string, dateStyle: DateStyle = 'full'): string {
  return formatOf(locale, { dateStyle, timeStyle: 'short', timeZone: zoneId }).format(instant);
}

/** The day an instant falls on in the zone: "26 November 2026". */
export function formatDate(instant: Date, locale: string, zoneId: string, dateStyle: DateStyle = 'long'): string {
  return formatOf(locale, { dateStyle, timeZone: zoneId }).format(instant);
}

/** A calendar day (yyyy-mm-dd, a day rather than an instant, so written in UTC): "Thursday, 26 November 2026". */
export function formatLocalDay(day: string, locale: string, dateStyle: DateStyle = 'full'): string {
  return formatOf(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
