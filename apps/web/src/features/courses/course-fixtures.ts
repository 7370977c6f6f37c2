import type { CourseAppointment } from '@motus/contract';

const HOUR = 60 * 60_000;

/** A course appointment as the server answers it (tests only); by default tomorrow, bookable, 3 places left. */
export function courseAppointment(overrides: Partial<CourseAppointment> = {}): CourseAppointment {
  const start = new Date(Date.now() + 26 * HOUR);
  return {
    id: 41,
    uuid: '0d5d2f0e-6d1a-5a8e-9c3e-1b2c3d4e5f60',
    itemType: 'COURSE',
    benefitId: 3,
    name: 'Vinyasa Flow',
    description: 'Flowing yoga',
    colorHex: '#7c3aed',
    image: null,
    category: 'YOGA',
    location: 'Studio 1',
    locations: ['Studio 1'],
    employees: ['Mara Vogt'],
    studio: { id: 1210001001, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    maxParticipants: 18,
    bookedParticipants: 15,
    waitingListActive: true,
    maxWaitingListParticipants: 6,
    waitingListParticipants: 0,
    earliestBookingDateTime: new Date(Date.now() - 24 * HOUR).toISOString(),
    latestBookingDateTime: start.toISOString(),
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    benefitBookingOptionType: 'CONTINGENT',
    priceOrOffer: 0,
    stream: null,
    alreadyBooked: false,
    onWaitingList: false,
    participantStatus: null,
    waitingListPosition: null,
    ...overrides,
  };
}
