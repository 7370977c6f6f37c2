import type { StudioRow } from '../studios/schema.ts';
import { studioUuidOf } from '../studios/service.ts';

/** A studio page of the portal; the studio uuid's '/' is escaped as the web app's studio paths do. */
export function studioPageLink(origin: string, studio: StudioRow, page: string): string {
  const uuid = studioUuidOf(studio).replaceAll('/', '%2F');
  return `${origin}/studio/${uuid}${page}`;
}

/** A studio-local day (yyyy-mm-dd) in words; the date is a calendar day, so it is formatted in UTC. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function formatInstantDay(instant: Date, locale: string, zoneId: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zoneId }).format(instant);
}
