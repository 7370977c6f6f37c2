import type { EventAppointment } from './api/use-studio-events.ts';

/** What a date of an event shows and offers (spec 000 section 3, appointment item), the viewer's own place first. */
export type Availability =
  | { kind: 'BOOKED' }
  | { kind: 'WAITING_LIST'; position: number | null }
  | { kind: 'CANCELED' }
  | { kind: 'PAST' }
  | { kind: 'NOT_YET_OPEN'; opensAt: Date }
  | { kind: 'CLOSED' }
  | { kind: 'AVAILABLE'; placesLeft: number }
  | { kind: 'WAITING_LIST_OPEN' }
  | { kind: 'FULL' };

function hasWaitingRoom(appointment: EventAppointment): boolean {
  return appointment.waitingListActive && appointment.waitingListParticipants < appointment.maxWaitingListParticipants;
}

export function availabilityOf(appointment: EventAppointment, now: Date): Availability {
  if (appointment.participantStatus === 'BOOKED') return { kind: 'BOOKED' };
  if (appointment.participantStatus === 'WAITING_LIST') {
    return { kind: 'WAITING_LIST', position: appointment.waitingListPosition ?? null };
  }
  if (appointment.appointmentStatus === 'CANCELED') return { kind: 'CANCELED' };
  if (appointment.startDateTime <= now) return { kind: 'PAST' };
  if (now < appointment.earliestBookingDateTime)
    return { kind: 'NOT_YET_OPEN', opensAt: appointment.earliestBookingDateTime };
  if (now > appointment.latestBookingDateTime) return { kind: 'CLOSED' };
  if (appointment.placesLeft > 0) return { kind: 'AVAILABLE', placesLeft: appointment.placesLeft };
  return hasWaitingRoom(appointment) ? { kind: 'WAITING_LIST_OPEN' } : { kind: 'FULL' };
}

/** Whether the date offers booking a place or a waiting-list place. */
export function isBookable(availability: Availability): boolean {
  return availability.kind === 'AVAILABLE' || availability.kind === 'WAITING_LIST_OPEN';
}

/** The date a card summarises: the first not yet over, else the last. */
export function nextAppointment(appointments: readonly EventAppointment[], now: Date): EventAppointment | undefined {
  return appointments.find((appointment) => appointment.endDateTime > now) ?? appointments.at(-1);
}
