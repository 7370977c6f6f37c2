import { describe, expect, it } from 'vitest';
import { appointmentState, hasBookableLeft, type ScheduledAppointment } from './appointment-state.ts';
import { courseAppointment } from './course-fixtures.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

function appointment(overrides: Partial<ScheduledAppointment> = {}): ScheduledAppointment {
  return {
    ...courseAppointment({ maxParticipants: 12, bookedParticipants: 9, maxWaitingListParticipants: 5 }),
    startDateTime: new Date('2026-11-24T17:30:00Z'),
    endDateTime: new Date('2026-11-24T18:15:00Z'),
    earliestBookingDateTime: new Date('2026-11-17T17:30:00Z'),
    latestBookingDateTime: new Date('2026-11-24T17:15:00Z'),
    ...overrides,
  };
}

describe('what the schedule offers for an appointment', () => {
  it('offers the free places', () => {
    expect(appointmentState(appointment(), NOW)).toEqual({ kind: 'AVAILABLE', placesLeft: 3 });
  });

  it('offers the waiting list of a full appointment while it has room, then nothing', () => {
    const full = appointment({ bookedParticipants: 12, waitingListParticipants: 2 });
    expect(appointmentState(full, NOW)).toEqual({ kind: 'WAITING_LIST_OPEN', waiting: 2 });
    expect(appointmentState({ ...full, waitingListParticipants: 5 }, NOW)).toEqual({ kind: 'FULL' });
    expect(appointmentState({ ...full, waitingListActive: false }, NOW)).toEqual({ kind: 'FULL' });
  });

  it('shows the member’s own place before anything else', () => {
    const full = appointment({ bookedParticipants: 12 });
    expect(appointmentState({ ...full, participantStatus: 'BOOKED' }, NOW)).toEqual({ kind: 'BOOKED' });
    expect(appointmentState({ ...full, participantStatus: 'WAITING_LIST', waitingListPosition: 2 }, NOW)).toEqual({
      kind: 'WAITING_LIST',
      position: 2,
    });
  });

  it('respects the booking window, the start and a cancellation by the studio', () => {
    const opensAt = new Date('2026-11-23T12:00:00Z');
    expect(appointmentState(appointment({ earliestBookingDateTime: opensAt }), NOW)).toEqual({
      kind: 'NOT_YET_OPEN',
      opensAt,
    });
    expect(appointmentState(appointment({ latestBookingDateTime: new Date('2026-11-23T09:00:00Z') }), NOW)).toEqual({
      kind: 'CLOSED',
    });
    expect(appointmentState(appointment({ startDateTime: new Date('2026-11-23T09:30:00Z') }), NOW)).toEqual({
      kind: 'PAST',
    });
    expect(appointmentState(appointment({ appointmentStatus: 'CANCELED' }), NOW)).toEqual({
      kind: 'CANCELED',
    });
  });

  it('tells whether a week still has something to book (else the schedule opens on the next week)', () => {
    const started = appointment({ startDateTime: new Date('2026-11-23T09:30:00Z') });
    expect(hasBookableLeft([started, appointment({ appointmentStatus: 'CANCELED' })], NOW)).toBe(false);
    expect(hasBookableLeft([started, appointment()], NOW)).toBe(true);
    expect(hasBookableLeft([], NOW)).toBe(false);
  });
});
