import type { listBookableCourseAppointments } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';

export type ScheduledAppointment = ClientAnswer<typeof listBookableCourseAppointments>[number];

/** What the schedule shows for an appointment and which action it offers (spec 000 section 3, appointment item). */
export type AppointmentState =
  | { kind: 'BOOKED' }
  | { kind: 'WAITING_LIST'; position: number | null }
  | { kind: 'PAST' }
  | { kind: 'CANCELED' }
  | { kind: 'NOT_YET_OPEN'; opensAt: Date }
  | { kind: 'CLOSED' }
  | { kind: 'AVAILABLE'; placesLeft: number }
  | { kind: 'WAITING_LIST_OPEN'; waiting: number }
  | { kind: 'FULL' };

export interface OwnPlace {
  participantStatus: 'BOOKED' | 'WAITING_LIST' | 'CANCELED';
  waitingListPosition: number | null;
}

function dateOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

export function appointmentState(
  appointment: ScheduledAppointment,
  own: OwnPlace | undefined,
  now: Date,
): AppointmentState {
  if (own?.participantStatus === 'BOOKED') return { kind: 'BOOKED' };
  if (own?.participantStatus === 'WAITING_LIST') return { kind: 'WAITING_LIST', position: own.waitingListPosition };
  if (appointment.appointmentStatus === 'CANCELED') return { kind: 'CANCELED' };
  if (dateOf(appointment.startDateTime) <= now) return { kind: 'PAST' };
  const opensAt = dateOf(appointment.earliestBookingDateTime);
  if (now < opensAt) return { kind: 'NOT_YET_OPEN', opensAt };
  if (now > dateOf(appointment.latestBookingDateTime)) return { kind: 'CLOSED' };
  const placesLeft = appointment.maxParticipants - appointment.bookedParticipants;
  if (placesLeft > 0) return { kind: 'AVAILABLE', placesLeft };
  const waitingRoom = appointment.maxWaitingListParticipants - appointment.waitingListParticipants;
  if (appointment.waitingListActive && waitingRoom > 0) {
    return { kind: 'WAITING_LIST_OPEN', waiting: appointment.waitingListParticipants };
  }
  return { kind: 'FULL' };
}
