import { formatDateTimeRange } from '../../lib/intl.ts';
import type { EventAppointment } from './use-studio-events.ts';

/** A date of an event as the studio's wall clock shows it, in the UI locale. */
export function whenText(appointment: EventAppointment, locale: string, timeZone: string): string {
  return formatDateTimeRange(appointment.startDateTime, appointment.endDateTime, locale, timeZone);
}

/** An instant (a booking opening, the end of a block) as the studio's wall clock shows it. */
export function instantText(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant);
}
