import { addDays, localDayOf } from '../../lib/intl.ts';

/** A studio-local calendar day as YYYY-MM-DD. */
export type LocalDay = string;

/** Today and the following days, on the studio's calendar. */
export function comingDays(now: Date, timeZone: string, count: number): LocalDay[] {
  const today = localDayOf(now, timeZone);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}
