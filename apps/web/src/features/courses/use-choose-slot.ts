import { useLocation } from 'react-router';
import { useStartBooking } from '../../lib/start-booking.ts';
import type { ScheduledAppointment } from './appointment-state.ts';

function isoOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/** Choosing a class's date starts its booking flow, which offers the viewer their ways to book (lib/start-booking). */
export function useChooseSlot(): (appointment: ScheduledAppointment) => void {
  const { pathname, search } = useLocation();
  const startBooking = useStartBooking();
  return (appointment) =>
    startBooking({
      kind: 'course',
      itemId: appointment.id,
      benefitId: appointment.benefitId,
      studioId: appointment.studio.id,
      name: appointment.name,
      startDateTime: isoOf(appointment.startDateTime),
      endDateTime: isoOf(appointment.endDateTime),
      location: appointment.location,
      returnPath: `${pathname}${search}`,
    });
}
