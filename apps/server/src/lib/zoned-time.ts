import type { Weekday } from '@motus/contract';

/** ISO order: index 0 is Monday. */
export const WEEKDAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zoneId: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zoneId);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zoneId,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zoneId, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
export function localFields(instant: Date, zoneId: string) {
  const parts = Object.fromEntries(
    formatterFor(zoneId)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: parts.hour as number,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

function offsetMs(instant: Date, zoneId: string): number {
  const fields = localFields(instant, zoneId);
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock of the zone shows the date at the hour (the later one across a DST change). */
export function zonedInstant(date: LocalDate, hour: number, zoneId: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = guess - offsetMs(new Date(guess), zoneId);
  return new Date(guess - offsetMs(new Date(first), zoneId));
}

export function localDateOf(instant: Date, zoneId: string): LocalDate {
  const { year, month, day } = localFields(instant, zoneId);
  return { year, month, day };
}

/** Calendar arithmetic on a local date (zone-independent). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function weekdayOf(date: LocalDate): Weekday {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

export function formatLocalDate(date: LocalDate): string {
  return [date.year, date.month, date.day].map((part, index) => String(part).padStart(index ? 2 : 4, '0')).join('-');
}

/** A 'YYYY-MM-DD' text as a local date; undefined for text that names no real day (2026-02-30). */
export function parseLocalDate(text: string): LocalDate | undefined {
  const [year, month, day] = text.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** Whole days from one local date to another (negative when `to` comes first). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}
