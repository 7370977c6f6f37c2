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

/** The states in which a slot can be chosen for booking. */
export function isChoosable(state: AppointmentState): boolean {
  return state.kind === 'AVAILABLE' || state.kind === 'WAITING_LIST_OPEN';
}

function dateOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The viewer's own place (member variants) comes first; then the appointment's status, booking window and room. */
export function appointmentState(appointment: ScheduledAppointment, now: Date): AppointmentState {
  if (appointment.participantStatus === 'BOOKED') return { kind: 'BOOKED' };
  if (appointment.participantStatus === 'WAITING_LIST') {
    return { kind: 'WAITING_LIST', position: appointment.waitingListPosition };
  }
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

/** Whether anything of these appointments can still be booked or waited for (the late-Sunday rule). */
export function hasBookableLeft(appointments: readonly ScheduledAppointment[], now: Date): boolean {
  return appointments.some((appointment) => {
    const kind = appointmentState(appointment, now).kind;
    return kind === 'AVAILABLE' || kind === 'WAITING_LIST_OPEN' || kind === 'NOT_YET_OPEN';
  });
}
