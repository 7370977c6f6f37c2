import type { CalendarItem } from '@motus/contract';
import { BookingErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated, translatedText } from '../../lib/localized-text.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import type { NoticeTemplate } from '../mail/index.ts';
import { studioSummariesById } from '../studios/index.ts';
import { calendarFileOf, mailAboutPlace } from './booking-mails.ts';
import { bookAppointment, type CancelEvents, cancelableUntil, cancelPlace, type Promotion } from './booking-service.ts';
import { type CalendarEntry, findCalendarEntry, listCalendarEntries } from './repo.ts';

type StudioSummary = { id: number; name: string; zoneId: string };

/** The place's course, room and contingent in the locale, where translated. */
function entryInLocale(entry: CalendarEntry, locale: string | undefined): CalendarEntry {
  const { contingentName } = entry;
  return {
    ...entry,
    appointment: translated(entry.appointment, entry.appointment.translations, locale),
    benefitName: translatedText(entry.benefitName, entry.benefitTranslations, 'name', locale),
    contingentName:
      contingentName === null ? null : translatedText(contingentName, entry.contingentTranslations, 'name', locale),
  };
}

function toCalendarItem(entry: CalendarEntry, studio: StudioSummary): CalendarItem {
  const { item, appointment } = entry;
  const waiting = item.status === 'WAITING_LIST';
  return {
    id: item.id,
    uuid: item.id,
    itemType: entry.benefitKind,
    name: entry.benefitName,
    benefitId: appointment.benefitId,
    appointmentId: appointment.id,
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    studio,
    location: appointment.location,
    employees: appointment.employees,
    participantStatus: item.status,
    waitingListPosition: waiting ? Number(entry.waitingRank) : null,
    appointmentStatus: appointment.status,
    appointmentMeetingType: appointment.meetingType,
    cancelableUntil: cancelableUntil(appointment).toISOString(),
    ticket: { dateTime: (item.bookedAt ?? item.createdAt).toISOString(), contingentName: entry.contingentName },
    confirmUntil: item.confirmUntil?.toISOString() ?? null,
  };
}

/** The entries as calendar items, their names in the locale (the request's, or a mail's reader's). */
export async function toCalendarItems(
  db: Database,
  entries: CalendarEntry[],
  locale: string | undefined,
): Promise<CalendarItem[]> {
  const studios = await studioSummariesById(
    db,
    entries.map((entry) => entry.appointment.studioId),
  );
  return entries.map((entry) => {
    const studio = studios.get(entry.appointment.studioId);
    if (!studio) throw new Error(`studio ${entry.appointment.studioId} of a calendar item is missing`);
    return toCalendarItem(entryInLocale(entry, locale), studio);
  });
}

async function calendarItemOf(
  db: Database,
  id: string,
  customerId: string,
  locale: string | undefined,
): Promise<CalendarItem> {
  const entry = await findCalendarEntry(db, id);
  if (!entry || entry.item.customerId !== customerId) {
    throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  }
  const [item] = await toCalendarItems(db, [entry], locale);
  if (!item) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return item;
}

/** A member asking through the portal: the origin for links in mails, the locale of the answer. */
export interface MemberRequest extends ConnectedCustomer {
  origin: string;
  locale: string | undefined;
}

/** The member's mail about a place (booked, moved up, cancelled), queued in the transaction that changes it. */
export function mailPlace(origin: string, template: NoticeTemplate) {
  return async (tx: Database, place: { id: string; customerId: string | null }) => {
    const { customerId } = place;
    if (customerId === null) return;
    await mailAboutPlace(tx, {
      customerId,
      template,
      origin,
      itemIn: (locale) => calendarItemOf(tx, place.id, customerId, locale),
    });
  };
}

/** Mails the first in line who moved up into a freed place. */
export function mailPromoted(origin: string): NonNullable<CancelEvents['promoted']> {
  const tellPromoted = mailPlace(origin, 'waiting-list-promoted');
  return (tx: Database, promotion: Promotion) =>
    tellPromoted(tx, { id: promotion.calendarItemId, customerId: promotion.customerId });
}

/** The place a course or trial booking asks for: the ticket names the appointment and the contingent that pays. */
export function placeAskedFor(body: {
  ticket: { bookableItemId: number; contingentId?: number | undefined };
  startDateTime: string;
  endDateTime: string;
}) {
  return {
    appointmentId: body.ticket.bookableItemId,
    startAt: new Date(body.startDateTime),
    endAt: new Date(body.endDateTime),
    contingentId: body.ticket.contingentId,
  };
}

export async function bookCourseAppointment(
  db: Database,
  member: MemberRequest,
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
  return calendarItemOf(db, item.id, member.customerId, member.locale);
}

/**
 * Cancels the member's place: a booked place is confirmed cancelled by mail with the calendar file that removes it
 * (a waiting place was never in their calendar), and the first in line who moves up is mailed.
 */
export async function cancelCalendarItem(
  db: Database,
  member: MemberRequest,
  calendarItemId: string,
  now = new Date(),
): Promise<CalendarItem> {
  const tellCancelled = mailPlace(member.origin, 'booking-cancelled');
  await cancelPlace(
    db,
    { holder: { customerId: member.customerId }, calendarItemId, now },
    {
      cancelled: async (tx, place) => {
        if (place.status === 'BOOKED') await tellCancelled(tx, place);
      },
      promoted: mailPromoted(member.origin),
    },
  );
  return calendarItemOf(db, calendarItemId, member.customerId, member.locale);
}

export async function calendarFile(db: Database, member: ConnectedCustomer, id: string, locale: string | undefined) {
  return calendarFileOf(await calendarItemOf(db, id, member.customerId, locale));
}

export function calendarItem(
  db: Database,
  member: ConnectedCustomer,
  id: string,
  locale: string | undefined,
): Promise<CalendarItem> {
  return calendarItemOf(db, id, member.customerId, locale);
}

/**
 * A cancelled upcoming place stays listed, as cancelled, until the appointment is over, unless the member holds the
 * appointment again: then only the live place is shown (docs/decisions.md, "My bookings").
 */
function withoutReplacedCancellations(entries: CalendarEntry[]): CalendarEntry[] {
  const live = new Set(
    entries.filter((entry) => entry.item.status !== 'CANCELED').map((entry) => entry.item.appointmentId),
  );
  const shown = new Set<number>();
  return entries.filter((entry) => {
    if (entry.item.status !== 'CANCELED') return true;
    const { appointmentId } = entry.item;
    if (live.has(appointmentId) || shown.has(appointmentId)) return false;
    shown.add(appointmentId);
    return true;
  });
}

/** The member's upcoming places, cancelled ones included (current), or those that have ended (past). */
export async function calendarItems(
  db: Database,
  member: ConnectedCustomer,
  request: { when: 'current' | 'past'; locale: string | undefined },
  now = new Date(),
): Promise<CalendarItem[]> {
  const entries = await listCalendarEntries(db, { customerId: member.customerId, now, when: request.when });
  const shown = request.when === 'current' ? withoutReplacedCancellations(entries) : entries;
  return toCalendarItems(db, shown, request.locale);
}
