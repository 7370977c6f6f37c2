import { type OpeningHours, type Weekday, weekdays } from '@motus/contract';
import { dateTimeFormat } from '../../lib/intl.ts';
import type { Closure } from './closing-hours.tsx';

/** Minutes since the studio's local midnight; `24:00` is 1440. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface ZonedMoment {
  weekday: Weekday;
  minutes: number;
}

/** The weekday and time of day of an instant on the studio's wall clock. */
export function zonedMoment(instant: Date, zoneId: string): ZonedMoment {
  const parts = dateTimeFormat('en-US', {
    timeZone: zoneId,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = weekdays.find((day) => day === part('weekday').toUpperCase()) ?? 'MONDAY';
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

export type OpenState =
  | { open: true; until: string }
  | { open: false; next: { weekday: Weekday; from: string } | null; closure: Closure | null };

function rangesOf(hours: readonly OpeningHours[], weekday: Weekday) {
  return hours.find((day) => day.dayOfWeek === weekday)?.ranges ?? [];
}

/** The next opening within a week from the moment (today later on first), if the studio opens at all. */
function nextOpening(hours: readonly OpeningHours[], moment: ZonedMoment) {
  const start = weekdays.indexOf(moment.weekday);
  for (let offset = 0; offset <= 7; offset += 1) {
    const weekday = weekdays[(start + offset) % 7] ?? moment.weekday;
    const range = rangesOf(hours, weekday).find(
      (candidate) => offset > 0 || minutesOf(candidate.from) > moment.minutes,
    );
    if (range) return { weekday, from: range.from };
  }
  return null;
}

/** Open now (and until when) or closed (and when it opens next); a closure that covers the instant closes it. */
export function openStateAt(
  hours: readonly OpeningHours[],
  closures: readonly Closure[],
  instant: Date,
  zoneId: string,
): OpenState {
  const moment = zonedMoment(instant, zoneId);
  const time = instant.getTime();
  const closure = closures.find((entry) => entry.from.getTime() <= time && entry.until.getTime() > time) ?? null;
  const range = rangesOf(hours, moment.weekday).find(
    (candidate) => minutesOf(candidate.from) <= moment.minutes && moment.minutes < minutesOf(candidate.until),
  );
  if (range && !closure) return { open: true, until: range.until };
  return { open: false, next: nextOpening(hours, moment), closure };
}

/** A local `HH:mm` in the locale's way of writing times; midnight closing stays `24:00` on a 24-hour clock. */
export function formatLocalTime(time: string, locale: string): string {
  const minutes = minutesOf(time);
  const twentyFourHours = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle === 'h23';
  const format = dateTimeFormat(locale, {
    hour: twentyFourHours ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const text = format.format(new Date(Date.UTC(2024, 0, 1, 0, minutes % 1440)));
  return minutes === 1440 && twentyFourHours ? text.replace(/^00/, '24') : text;
}

/** The weekday's name in the locale (2024-01-01 was a Monday). */
export function weekdayName(weekday: Weekday, locale: string): string {
  const day = weekdays.indexOf(weekday) + 1;
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** Open around the clock that day. */
export function isAllDay(ranges: OpeningHours['ranges']): boolean {
  return ranges.length === 1 && ranges[0]?.from === '00:00' && ranges[0]?.until === '24:00';
}
