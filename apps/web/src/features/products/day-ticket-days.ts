/** A day ticket is sold for today and the next 30 days of the studio's calendar (the server's window). */
export const DAY_TICKET_DAYS_AHEAD = 30;

/** Today in the studio's zone as yyyy-mm-dd. */
export function studioToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days a day ticket can be bought for, today first. */
export function dayTicketDays(now: Date, timeZone: string): string[] {
  const today = studioToday(now, timeZone);
  return Array.from({ length: DAY_TICKET_DAYS_AHEAD + 1 }, (_, offset) => plusDays(today, offset));
}

/** A calendar day (yyyy-mm-dd) in words; it names a day, not an instant, so it is formatted in UTC. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
