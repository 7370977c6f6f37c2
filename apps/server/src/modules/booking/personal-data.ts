import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { type CalendarEntry, listAllCalendarEntries } from './repo.ts';

function bookingOf(entry: CalendarEntry) {
  const { item, appointment } = entry;
  return {
    name: entry.benefitName,
    kind: entry.benefitKind,
    studioId: appointment.studioId,
    startAt: appointment.startAt.toISOString(),
    endAt: appointment.endAt.toISOString(),
    location: appointment.location,
    status: item.status,
    contingent: entry.contingentName,
    createdAt: item.createdAt.toISOString(),
    bookedAt: item.bookedAt?.toISOString() ?? null,
    canceledAt: item.canceledAt?.toISOString() ?? null,
  };
}

/** The member's places at appointments (booked, waiting, cancelled), for the data-privacy export. */
export async function personalDataOfBookings(db: Database, member: ConnectedCustomer) {
  return (await listAllCalendarEntries(db, member)).map(bookingOf);
}
