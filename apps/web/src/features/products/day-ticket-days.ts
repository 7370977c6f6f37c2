import { addDays, localDayOf } from '../../lib/intl.ts';

/** A day ticket is sold for today and the next 30 days of the studio's calendar (the server's window). */
export const DAY_TICKET_DAYS_AHEAD = 30;

/** The days a day ticket can be bought for, today first. */
export function dayTicketDays(now: Date, timeZone: string): string[] {
  const today = localDayOf(now, timeZone);
  return Array.from({ length: DAY_TICKET_DAYS_AHEAD + 1 }, (_, offset) => addDays(today, offset));
}
