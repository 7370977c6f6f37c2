import type { BenefitAppointment, BookableBenefit, NextAvailable } from '@motus/contract';
import { ErrorCodes, EventErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import {
  findAppointmentBenefit,
  listAppointmentsOfBenefit,
  listEventAppointments,
  listLivePlacesAt,
  type TimeRange,
} from './events-repo.ts';
import { priceOrOfferOf } from './price-or-offer.ts';
import { type CalendarEntry, listUsableContingents } from './repo.ts';
import type { AppointmentRow } from './schema/appointments.ts';
import type { BenefitRow } from './schema/benefits.ts';

const DAY = 24 * 60 * 60_000;
/** Without dates, events are listed for the coming quarter: studios announce them weeks ahead. */
const DEFAULT_RANGE_DAYS = 90;
/** The next available appointment is looked for this far ahead. */
const NEXT_AVAILABLE_DAYS = 366;

/** What the member holds besides the benefit: their places at its appointments and whether a contingent books it. */
interface MemberState {
  places: Map<number, CalendarEntry>;
  bookableWithContingent: boolean;
}

export interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function rangeOf(query: RangeQuery, now: Date): TimeRange {
  const from = query.startDate ? new Date(query.startDate) : now;
  const until = query.endDate ? new Date(query.endDate) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY);
  return { from, until };
}

function placesLeftAt(appointment: AppointmentRow): number {
  return Math.max(0, appointment.maxParticipants - appointment.bookedParticipants);
}

function ownStateOf(place: CalendarEntry | undefined) {
  const status = place?.item.status;
  return {
    alreadyBooked: status === 'BOOKED',
    onWaitingList: status === 'WAITING_LIST',
    participantStatus: status ?? null,
    waitingListPosition: status === 'WAITING_LIST' ? Number(place?.waitingRank) : null,
  };
}

function toBenefitAppointment(
  benefit: BenefitRow,
  row: AppointmentRow,
  own: Map<number, CalendarEntry> | undefined,
  locale: string | undefined,
): BenefitAppointment {
  const appointment = translated(row, row.translations, locale);
  return {
    id: appointment.id,
    benefitId: benefit.id,
    name: benefit.name,
    description: benefit.description,
    colorHex: benefit.colorHex,
    location: appointment.location,
    employees: appointment.employees,
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    maxParticipants: appointment.maxParticipants,
    bookedParticipants: appointment.bookedParticipants,
    placesLeft: placesLeftAt(appointment),
    waitingListActive: appointment.waitingListActive,
    maxWaitingListParticipants: appointment.maxWaitingListParticipants,
    waitingListParticipants: appointment.waitingListParticipants,
    earliestBookingDateTime: appointment.earliestBookingAt.toISOString(),
    latestBookingDateTime: appointment.latestBookingAt.toISOString(),
    appointmentStatus: appointment.status,
    appointmentMeetingType: appointment.meetingType,
    ...(own ? ownStateOf(own.get(appointment.id)) : {}),
  };
}

function toBookableBenefit(
  row: BenefitRow,
  studio: StudioRow,
  rows: AppointmentRow[],
  scope: TenantScope,
  member: MemberState | undefined,
): BookableBenefit {
  const benefit = translated(row, row.translations, scope.locale);
  const items = rows.map((appointment) => toBenefitAppointment(benefit, appointment, member?.places, scope.locale));
  return {
    id: benefit.id,
    itemType: benefit.kind,
    name: benefit.name,
    description: benefit.description,
    colorHex: benefit.colorHex,
    image: benefit.imageUrl,
    category: benefit.category,
    durationMinutes: benefit.durationMinutes,
    studio: { id: studio.id, name: studio.name, zoneId: studio.zoneId, currencyCode: studio.currencyCode },
    benefitBookingOptionType: benefit.bookingOptionType,
    priceOrOffer: priceOrOfferOf(benefit, studio.currencyCode),
    employees: [...new Set(rows.flatMap((row) => row.employees))],
    appointments: items,
    ...(member
      ? {
          alreadyBooked: items.some((item) => item.alreadyBooked),
          // spec 000 section 4: shown only if every slot is on the waiting list.
          onWaitingList: items.length > 0 && items.every((item) => item.onWaitingList),
          bookableWithContingent: member.bookableWithContingent,
        }
      : {}),
  };
}

/** The member's live places at the appointments (by appointment id) and their contingents; undefined for a guest. */
async function memberState(
  db: Database,
  scope: TenantScope,
  rows: AppointmentRow[],
  benefitKind: string,
  now: Date,
): Promise<MemberState | undefined> {
  const { customerId } = scope;
  if (!customerId) return undefined;
  const [places, contingents] = await Promise.all([
    listLivePlacesAt(
      db,
      customerId,
      rows.map((row) => row.id),
    ),
    listUsableContingents(db, { customerId, benefitKind, now }),
  ]);
  return {
    places: new Map(places.map((place) => [place.item.appointmentId, place])),
    bookableWithContingent: contingents.length > 0,
  };
}

async function requireStudioInScope(db: Database, scope: TenantScope, studioId: number): Promise<StudioRow> {
  const studio = await requireStudio(db, studioId);
  if (scope.tenant && studio.tenantId !== scope.tenant) {
    throw notFound(ErrorCodes.studioNotFound, `Studio ${studioId} not found`);
  }
  return studio;
}

async function requireBenefitInScope(db: Database, scope: TenantScope, benefitId: number): Promise<BenefitRow> {
  const benefit = await findAppointmentBenefit(db, benefitId);
  if (!benefit || (scope.tenant && benefit.tenantId !== scope.tenant)) {
    throw notFound(EventErrors.benefitNotFound, `Benefit ${benefitId} not found`);
  }
  return benefit;
}

function groupByBenefit(rows: { benefit: BenefitRow; appointment: AppointmentRow }[]) {
  const groups = new Map<number, { benefit: BenefitRow; appointments: AppointmentRow[] }>();
  for (const { benefit, appointment } of rows) {
    const group = groups.get(benefit.id) ?? { benefit, appointments: [] };
    group.appointments.push(appointment);
    groups.set(benefit.id, group);
  }
  return [...groups.values()];
}

/** A studio's events in the range, each with its appointments, ordered by their first appointment. */
export async function studioEvents(
  db: Database,
  scope: TenantScope,
  query: RangeQuery & { studioId: number },
  now = new Date(),
): Promise<BookableBenefit[]> {
  const studio = await requireStudioInScope(db, scope, query.studioId);
  const rows = await listEventAppointments(db, studio.id, rangeOf(query, now));
  const member = await memberState(
    db,
    scope,
    rows.map((row) => row.appointment),
    'EVENT',
    now,
  );
  return groupByBenefit(rows).map((group) =>
    toBookableBenefit(group.benefit, studio, group.appointments, scope, member),
  );
}

/** A course or event with its appointments in the range (the coming quarter without one). */
export async function bookableBenefit(
  db: Database,
  scope: TenantScope,
  benefitId: number,
  query: RangeQuery,
  now = new Date(),
): Promise<BookableBenefit> {
  const benefit = await requireBenefitInScope(db, scope, benefitId);
  const studio = await requireStudio(db, benefit.studioId);
  const rows = await listAppointmentsOfBenefit(db, benefit.id, rangeOf(query, now));
  return toBookableBenefit(benefit, studio, rows, scope, await memberState(db, scope, rows, benefit.kind, now));
}

function isBookableNow(appointment: BenefitAppointment, now: Date): boolean {
  const open =
    appointment.appointmentStatus === 'PLANNED' &&
    Date.parse(appointment.startDateTime) > now.getTime() &&
    Date.parse(appointment.earliestBookingDateTime) <= now.getTime() &&
    Date.parse(appointment.latestBookingDateTime) >= now.getTime();
  const room =
    appointment.placesLeft > 0 ||
    (appointment.waitingListActive && appointment.waitingListParticipants < appointment.maxWaitingListParticipants);
  return open && room && !appointment.participantStatus;
}

/** The first appointment of a course or event that the scope can book (or wait for) now. */
export async function nextAvailableAppointment(
  db: Database,
  scope: TenantScope,
  benefitId: number,
  now = new Date(),
): Promise<NextAvailable> {
  const until = new Date(now.getTime() + NEXT_AVAILABLE_DAYS * DAY);
  const benefit = await bookableBenefit(
    db,
    scope,
    benefitId,
    { startDate: now.toISOString(), endDate: until.toISOString() },
    now,
  );
  const appointment = benefit.appointments.find((candidate) => isBookableNow(candidate, now)) ?? null;
  return { benefitId, upcomingAppointmentDateTime: appointment?.startDateTime ?? null, appointment };
}
