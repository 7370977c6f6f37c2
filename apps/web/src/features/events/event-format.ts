import { formatDateTimeRange } from '../../lib/intl.ts';
import type { EventAppointment } from './api/use-studio-events.ts';

/** A date of an event as the studio's wall clock shows it, in the UI locale. */
export function whenText(appointment: EventAppointment, locale: string, timeZone: string): string {
  return formatDateTimeRange(appointment.startDateTime, appointment.endDateTime, locale, timeZone);
}
