import { describe, expect, it } from 'vitest';
import type { EventAppointment } from './api/use-studio-events.ts';
import { availabilityOf, nextAppointment } from './event-availability.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 60 * 60_000;

function at(hoursFromNow: number, overrides: Partial<EventAppointment> = {}): EventAppointment {
  const start = new Date(NOW.getTime() + hoursFromNow * HOUR);
  return {
    id: hoursFromNow,
    uuid: '6f1c2a9e-3b4d-5e6f-8a7b-9c0d1e2f3a4b',
    itemType: 'EVENT',
    image: null,
    locations: [],
    studio: { id: 1, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
    stream: null,
    benefitId: 1,
    name: 'Run Club',
    description: '',
    colorHex: null,
    location: null,
    employees: [],
    startDateTime: start,
    endDateTime: new Date(start.getTime() + HOUR),
    maxParticipants: 10,
    bookedParticipants: 4,
    placesLeft: 6,
    waitingListActive: true,
    maxWaitingListParticipants: 2,
    waitingListParticipants: 0,
    earliestBookingDateTime: new Date(NOW.getTime() - HOUR),
    latestBookingDateTime: start,
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    ...overrides,
  };
}

describe('the availability of an event date', () => {
  it('puts the viewer’s own place first', () => {
    expect(availabilityOf(at(5, { participantStatus: 'BOOKED', placesLeft: 0 }), NOW)).toEqual({ kind: 'BOOKED' });
    expect(availabilityOf(at(5, { participantStatus: 'WAITING_LIST', waitingListPosition: 2 }), NOW)).toEqual({
      kind: 'WAITING_LIST',
      position: 2,
    });
  });

  it('follows the booking window, the places and the waiting list', () => {
    expect(availabilityOf(at(5), NOW)).toEqual({ kind: 'AVAILABLE', placesLeft: 6 });
    expect(availabilityOf(at(-1), NOW).kind).toBe('PAST');
    expect(availabilityOf(at(5, { appointmentStatus: 'CANCELED' }), NOW).kind).toBe('CANCELED');
    const opensAt = new Date(NOW.getTime() + HOUR);
    expect(availabilityOf(at(5, { earliestBookingDateTime: opensAt }), NOW)).toEqual({ kind: 'NOT_YET_OPEN', opensAt });
    expect(availabilityOf(at(5, { latestBookingDateTime: new Date(NOW.getTime() - 1) }), NOW).kind).toBe('CLOSED');
    expect(availabilityOf(at(5, { placesLeft: 0 }), NOW).kind).toBe('WAITING_LIST_OPEN');
    expect(availabilityOf(at(5, { placesLeft: 0, waitingListParticipants: 2 }), NOW).kind).toBe('FULL');
    expect(availabilityOf(at(5, { placesLeft: 0, waitingListActive: false }), NOW).kind).toBe('FULL');
  });

  it('summarises an event by its first date not yet over', () => {
    expect(nextAppointment([at(-3), at(-0.5), at(24)], NOW)?.id).toBe(-0.5);
    expect(nextAppointment([at(-3), at(-2)], NOW)?.id).toBe(-2);
    expect(nextAppointment([], NOW)).toBeUndefined();
  });
});
