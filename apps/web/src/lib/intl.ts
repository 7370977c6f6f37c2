/** The default studio time zone (spec 000 section 9). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/*
 * Building an Intl formatter costs a thousand times what formatting with it does (a utilization chart of 24 bars and
 * labels spent 100 ms building formatters on a phone's first render), so each is built once per locale and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function cachedFormatter<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  kind: string,
  locale: string | undefined,
  options: object,
  build: () => F,
): F {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  const cached = formatters.get(key) as F | undefined;
  if (cached) return cached;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once; no locale means the browser's. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DisplayNames([locale], options)`, built once. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cachedFormatter('names', locale, options, () => new Intl.DisplayNames([locale], options));
}

/** A country's name in the UI locale; undefined when Intl does not know the code. */
export function countryName(countryCode: string, locale: string): string | undefined {
  const code = countryCode.toUpperCase();
  try {
    const name = displayNames(locale, { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/*
 * The one way the portal writes dates and times (docs/decisions.md, "Dates"): the UI locale's own patterns, always
 * on the studio's wall clock (its time zone, not the visitor's). The server's lib/date-format.ts writes mails and PDFs
 * the same way.
 */

/**
 * How much of a date to write: Intl's date styles, the compact forms of day lists and headings, and the single parts a
 * day picker lays out on its own.
 */
export type DayStyle = 'full' | 'long' | 'medium' | 'heading' | 'short' | 'weekday' | 'dayOfMonth' | 'month';

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  /** "Thursday 26 November": a day of a schedule. */
  heading: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Thu 26": a day to pick. */
  short: { weekday: 'short', day: 'numeric' },
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  month: { month: 'short' },
};

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const DAY_MS = 24 * 60 * 60_000;

/** The format of a locale, zone and options; an unknown zone falls back to the default studio zone. */
function formatOf(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return dateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return dateTimeFormat(locale, { ...options, timeZone: DEFAULT_TIME_ZONE });
  }
}

const asDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** A calendar day (yyyy-mm-dd) as a date; it names a day, not an instant, so it is read in UTC. */
const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar day (yyyy-mm-dd) `days` after (or before) a day. */
export function addDays(day: string, days: number): string {
  return new Date(dayAsDate(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day (yyyy-mm-dd) an instant falls on, on the zone's wall clock. */
export function localDayOf(instant: Date | string, timeZone: string): string {
  return formatOf('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(asDate(instant));
}

/** A calendar day (yyyy-mm-dd): "Thursday, 26 November 2026", "Thursday 26 November", "Thu 26". */
export function formatDay(day: string, locale: string, style: DayStyle = 'full'): string {
  return formatOf(locale, 'UTC', DAY_OPTIONS[style]).format(dayAsDate(day));
}

/** The days from the first to the last (yyyy-mm-dd), as short as the locale allows: "23–29 Nov". */
export function formatDayRange(first: string, last: string, locale: string): string {
  return formatOf(locale, 'UTC', { day: 'numeric', month: 'short' }).formatRange(dayAsDate(first), dayAsDate(last));
}

/** The day of an instant in the zone: "26 Nov 2026". */
export function formatDate(
  instant: Date | string,
  locale: string,
  timeZone: string,
  style: DayStyle = 'medium',
): string {
  return formatOf(locale, timeZone, DAY_OPTIONS[style]).format(asDate(instant));
}

/** The time of day of an instant in the zone: "19:00", "7:00 PM". */
export function formatTime(instant: Date | string, locale: string, timeZone: string): string {
  return formatOf(locale, timeZone, TIME).format(asDate(instant));
}

/** An instant with its day: "26 Nov 2026, 19:00". */
export function formatDateTime(instant: Date | string, locale: string, timeZone: string): string {
  return formatOf(locale, timeZone, DATE_TIME).format(asDate(instant));
}

const TIME_PARTS = new Set<string>(['hour', 'minute', 'second', 'dayPeriod']);

/** Whether a period runs into the next day but not a whole day long: a late slot, read as one evening. */
function isOneEvening(from: Date, until: Date, timeZone: string): boolean {
  return (
    until.getTime() - from.getTime() < DAY_MS &&
    localDayOf(until, timeZone) === localDayOf(new Date(from.getTime() + DAY_MS), timeZone)
  );
}

/**
 * A range's text without the date Intl adds to the end of a period that runs past midnight (and without the start's,
 * for times only): "22:30 – 00:00" rather than "26/11/2026, 22:30 – 27/11/2026, 00:00".
 */
function withoutDatesOfEvening(parts: Intl.DateTimeRangeFormatPart[], keepStartDate: boolean): string {
  let skipping = !keepStartDate;
  let previous: string | undefined;
  const kept: string[] = [];
  for (const part of parts) {
    if (part.source === 'endRange' && previous !== 'endRange') skipping = true;
    if (TIME_PARTS.has(part.type)) skipping = false;
    if (!skipping) kept.push(part.value);
    previous = part.source;
  }
  return kept.join('');
}

interface Period {
  from: Date | string;
  until: Date | string;
  locale: string;
  timeZone: string;
}

function formatRange(period: Period, withDate: boolean): string {
  const { locale, timeZone } = period;
  const from = asDate(period.from);
  const until = asDate(period.until);
  const format = formatOf(locale, timeZone, withDate ? DATE_TIME : TIME);
  if (!isOneEvening(from, until, timeZone)) return format.formatRange(from, until);
  return withoutDatesOfEvening(format.formatRangeToParts(from, until), withDate);
}

/** The times of a slot: "19:00–20:00"; a slot into the night "22:30 – 00:00". */
export function formatTimeRange(from: Date | string, until: Date | string, locale: string, timeZone: string): string {
  return formatRange({ from, until, locale, timeZone }, false);
}

/**
 * A period on the studio's wall clock with its day written once: "26 Nov 2026, 19:00–20:00", and a slot into the
 * night "26 Nov 2026, 22:30 – 00:00"; a period of a day or longer names both days
 * ("24 Dec 2026, 06:00 – 26 Dec 2026, 22:00").
 */
export function formatDateTimeRange(
  from: Date | string,
  until: Date | string,
  locale: string,
  timeZone: string,
): string {
  return formatRange({ from, until, locale, timeZone }, true);
}
