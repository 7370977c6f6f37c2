import type { CalendarItem } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { NoticeTemplate } from '../mail/templates/index.ts';
import { studioSummariesById } from '../studios/service.ts';
import { calendarFileOf, mailBookedPlace } from './booking-mails.ts';
import { BookingErrors, bookAppointment, cancelableUntil, cancelPlace } from './booking-service.ts';
import { type CalendarEntry, findCalendarEntry, listCalendarEntries } from './repo.ts';

type StudioSummary = { id: number; name: string; zoneId: string };

function toCalendarItem(entry: CalendarEntry, studio: StudioSummary): CalendarItem {
  const { item, appointment } = entry;
  const waiting = item.status === 'WAITING_LIST';
  return {
    id: item.id,
    uuid: item.id,
    itemType: entry.benefitKind as CalendarItem['itemType'],
    name: entry.benefitName,
    benefitId: appointment.benefitId,
    appointmentId: appointment.id,
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    studio,
    location: appointment.location,
    employees: appointment.employees,
    participantStatus: item.status as CalendarItem['participantStatus'],
    waitingListPosition: waiting ? Number(entry.waitingRank) : null,
    appointmentStatus: appointment.status as CalendarItem['appointmentStatus'],
    appointmentMeetingType: appointment.meetingType as CalendarItem['appointmentMeetingType'],
    cancelableUntil: cancelableUntil(appointment).toISOString(),
    ticket: { dateTime: (item.bookedAt ?? item.createdAt).toISOString(), contingentName: entry.contingentName },
    confirmUntil: item.confirmUntil?.toISOString() ?? null,
  };
}

export async function toCalendarItems(db: Database, entries: CalendarEntry[]): Promise<CalendarItem[]> {
  const studios = await studioSummariesById(
    db,
    entries.map((entry) => entry.appointment.studioId),
  );
  return entries.map((entry) => {
    const studio = studios.get(entry.appointment.studioId);
    if (!studio) throw new Error(`studio ${entry.appointment.studioId} of a calendar item is missing`);
    return toCalendarItem(entry, studio);
  });
}

async function calendarItemOf(db: Database, id: string, customerId: string): Promise<CalendarItem> {
  const entry = await findCalendarEntry(db, id);
  if (!entry || entry.item.customerId !== customerId) {
    throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  }
  const [item] = await toCalendarItems(db, [entry]);
  if (!item) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return item;
}

export interface Member {
  tenant: string;
  customerId: string;
}

/** The confirmation (or move-up) mail is queued in the transaction that gives the place. */
export function mailPlace(origin: string, template: NoticeTemplate) {
  return async (tx: Database, place: { id: string; customerId: string | null }) => {
    if (place.customerId === null) return;
    const item = await calendarItemOf(tx, place.id, place.customerId);
    await mailBookedPlace(tx, { item, customerId: place.customerId, template, origin });
  };
}

export async function bookCourseAppointment(
  db: Database,
  member: Member & { origin: string },
  booking: { appointmentId: number; startAt: Date; endAt: Date; contingentId?: number | undefined },
  now = new Date(),
): Promise<CalendarItem> {
  const confirm = mailPlace(member.origin, 'booking-confirmed');
  const item = await bookAppointment(
    db,
    { tenant: member.tenant, holder: { customerId: member.customerId }, ...booking, now },
    async (tx, placed) => {
      if (placed.status === 'BOOKED') await confirm(tx, placed);
    },
  );
  return calendarItemOf(db, item.id, member.customerId);
}

export async function cancelCalendarItem(
  db: Database,
  member: Member & { origin: string },
  calendarItemId: string,
  now = new Date(),
): Promise<CalendarItem> {
  const tellPromoted = mailPlace(member.origin, 'waiting-list-promoted');
  await cancelPlace(db, { holder: { customerId: member.customerId }, calendarItemId, now }, (tx, promotion) =>
    tellPromoted(tx, { id: promotion.calendarItemId, customerId: promotion.customerId }),
  );
  return calendarItemOf(db, calendarItemId, member.customerId);
}

export async function calendarFile(db: Database, member: Member, id: string) {
  return calendarFileOf(await calendarItemOf(db, id, member.customerId));
}

export function calendarItem(db: Database, member: Member, id: string): Promise<CalendarItem> {
  return calendarItemOf(db, id, member.customerId);
}

export async function calendarItems(
  db: Database,
  member: Member,
  when: 'current' | 'past',
  now = new Date(),
): Promise<CalendarItem[]> {
  return toCalendarItems(db, await listCalendarEntries(db, { customerId: member.customerId, now, when }));
}
