import {
  type CourseAppointment,
  CourseErrors,
  ErrorCodes,
  MAX_SCHEDULE_DAYS,
  type ParticipantStatus,
  type TimeOfDay,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { localFields } from '../../lib/zoned-time.ts';
import {
  appointmentInLocale,
  appointmentItemFields,
  bookableAppointmentFields,
  priceOrOfferOf,
} from '../booking/index.ts';
import { studioTrainers } from '../employees/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import {
  type CourseAppointmentRow,
  findCourse,
  findCourseAppointment,
  findNextAvailableOfCourse,
  listOwnPlaces,
  listStudioCourseAppointments,
  listUpcomingOfCourse,
} from './repo.ts';

export const DAY_MS = 24 * 60 * 60_000;
/** Without an end date, a schedule shows the coming week. */
const DEFAULT_SCHEDULE_DAYS = 7;
/** How far ahead the catalogue, the filter options and the trainers' courses look. */
export const HORIZON_DAYS = MAX_SCHEDULE_DAYS;

export interface ScheduleFilter {
  category?: string | undefined;
  benefitId?: number | undefined;
  employeeId?: number | undefined;
  location?: string | undefined;
  timeOfDay?: TimeOfDay | undefined;
}

export interface ScheduleRequest extends ScheduleFilter {
  studioId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** all: cancelled ones too; planned: without them; available: only those that take a booking now. */
export type ScheduleVariant = 'all' | 'planned' | 'available';

interface OwnPlace {
  status: ParticipantStatus;
  waitingRank: number;
}

export function timeOfDayOf(instant: Date, zoneId: string): TimeOfDay {
  const { hour } = localFields(instant, zoneId);
  if (hour < 12) return 'MORNING';
  return hour < 17 ? 'AFTERNOON' : 'EVENING';
}

function inScope(scope: TenantScope, tenantId: string): boolean {
  return scope.tenant === undefined || scope.tenant === tenantId;
}

export async function scopedStudio(db: Database, scope: TenantScope, studioId: number): Promise<StudioRow> {
  const studio = await requireStudio(db, studioId);
  if (!inScope(scope, studio.tenantId)) throw notFound(ErrorCodes.studioNotFound, `Studio ${studioId} not found`);
  return studio;
}

async function scopedCourse(db: Database, scope: TenantScope, benefitId: number) {
  const course = await findCourse(db, benefitId);
  if (!course || !inScope(scope, course.tenantId)) {
    throw notFound(CourseErrors.courseNotFound, `Course ${benefitId} not found`);
  }
  return course;
}

function hasRoom(row: CourseAppointmentRow): boolean {
  const waitingRoom = row.waitingListActive && row.waitingListParticipants < row.maxWaitingListParticipants;
  return row.bookedParticipants < row.maxParticipants || waitingRoom;
}

function takesBookingNow(row: CourseAppointmentRow, now: Date): boolean {
  return row.status === 'PLANNED' && row.earliestBookingAt <= now && row.latestBookingAt > now && hasRoom(row);
}

function toItem(row: CourseAppointmentRow, studio: StudioRow, own: OwnPlace | undefined): CourseAppointment {
  const booked = own?.status === 'BOOKED';
  const waiting = own?.status === 'WAITING_LIST';
  return {
    ...bookableAppointmentFields(row),
    ...appointmentItemFields({ appointment: row, image: row.imageUrl, studio, booked }),
    itemType: 'COURSE',
    category: row.category,
    appointmentMeetingType: row.meetingType,
    benefitBookingOptionType: row.bookingOptionType,
    priceOrOffer: priceOrOfferOf(row, studio.currencyCode),
    alreadyBooked: booked,
    onWaitingList: waiting,
    participantStatus: own ? own.status : null,
    waitingListPosition: waiting ? Number(own.waitingRank) : null,
  };
}

/** The items of one studio's appointments, with the member's own places when a member asks. */
async function toItems(
  db: Database,
  scope: TenantScope,
  studio: StudioRow,
  rows: CourseAppointmentRow[],
): Promise<CourseAppointment[]> {
  const places = scope.customerId
    ? await listOwnPlaces(
        db,
        scope.customerId,
        rows.map((row) => row.id),
      )
    : [];
  const own = new Map(places.map((place) => [place.appointmentId, place]));
  return rows.map((row) => toItem(row, studio, own.get(row.id)));
}

/** The instants a schedule covers: the clock decides them only when the request names no start. */
export function rangeOf(request: { startDate?: string | undefined; endDate?: string | undefined }, now: Date) {
  const from = request.startDate ? new Date(request.startDate) : now;
  const latest = from.getTime() + MAX_SCHEDULE_DAYS * DAY_MS;
  const until = request.endDate
    ? Math.min(Date.parse(request.endDate), latest)
    : from.getTime() + DEFAULT_SCHEDULE_DAYS * DAY_MS;
  return { from, until: new Date(until) };
}

/** Narrows a studio's appointments to the filter; a trainer is named on appointments by full name. */
async function filterRows(
  db: Database,
  studio: StudioRow,
  rows: CourseAppointmentRow[],
  filter: ScheduleFilter,
): Promise<CourseAppointmentRow[]> {
  const trainer =
    filter.employeeId === undefined
      ? undefined
      : ((await studioTrainers(db, studio.id)).find((candidate) => candidate.id === filter.employeeId)?.name ?? '');
  return rows.filter(
    (row) =>
      (filter.category === undefined || row.category === filter.category) &&
      (filter.benefitId === undefined || row.benefitId === filter.benefitId) &&
      (filter.location === undefined || row.location === filter.location) &&
      (trainer === undefined || row.employees.includes(trainer)) &&
      (filter.timeOfDay === undefined || timeOfDayOf(row.startAt, studio.zoneId) === filter.timeOfDay),
  );
}

async function scheduleRows(
  db: Database,
  scope: TenantScope,
  studio: StudioRow,
  request: ScheduleRequest,
  variant: ScheduleVariant,
  now: Date,
): Promise<CourseAppointmentRow[]> {
  const rows = await listStudioCourseAppointments(db, {
    studioId: studio.id,
    ...rangeOf(request, now),
    withCanceled: variant === 'all',
  });
  // Rooms are filtered by the name the filter options gave, in the scope's language.
  const filtered = await filterRows(
    db,
    studio,
    rows.map((row) => appointmentInLocale(row, scope.locale)),
    request,
  );
  return variant === 'available' ? filtered.filter((row) => takesBookingNow(row, now)) : filtered;
}

/** A studio's course schedule between two instants (default: the coming week), filtered. */
export async function courseSchedule(
  db: Database,
  scope: TenantScope,
  request: ScheduleRequest,
  variant: ScheduleVariant,
  now = new Date(),
): Promise<CourseAppointment[]> {
  const studio = await scopedStudio(db, scope, request.studioId);
  return toItems(db, scope, studio, await scheduleRows(db, scope, studio, request, variant, now));
}

/** One page of a studio's planned appointments in time order, from startDate (default now) over the horizon. */
export async function courseScheduleSlice(
  db: Database,
  scope: TenantScope,
  request: Omit<ScheduleRequest, 'endDate'> & { page: number; size: number },
  now = new Date(),
) {
  const studio = await scopedStudio(db, scope, request.studioId);
  const from = request.startDate ? new Date(request.startDate) : now;
  const endDate = new Date(from.getTime() + HORIZON_DAYS * DAY_MS).toISOString();
  const rows = await scheduleRows(db, scope, studio, { ...request, endDate }, 'planned', now);
  const start = request.page * request.size;
  return {
    content: await toItems(db, scope, studio, rows.slice(start, start + request.size)),
    page: request.page,
    size: request.size,
    totalElements: rows.length,
  };
}

/** One course appointment by id; unknown ids, other kinds and other tenants' appointments are not found. */
export async function courseAppointment(db: Database, scope: TenantScope, id: number): Promise<CourseAppointment> {
  const row = await findCourseAppointment(db, id);
  if (!row || !inScope(scope, row.tenantId)) {
    throw notFound(CourseErrors.appointmentNotFound, `Course appointment ${id} not found`);
  }
  const [item] = await toItems(db, scope, await requireStudio(db, row.studioId), [
    appointmentInLocale(row, scope.locale),
  ]);
  if (!item) throw notFound(CourseErrors.appointmentNotFound, `Course appointment ${id} not found`);
  return item;
}

export async function upcomingOfCourse(
  db: Database,
  scope: TenantScope,
  request: { benefitId: number; limit: number },
  now = new Date(),
): Promise<CourseAppointment[]> {
  const course = await scopedCourse(db, scope, request.benefitId);
  const rows = await listUpcomingOfCourse(db, { ...request, now });
  const studio = await requireStudio(db, course.studioId);
  return toItems(
    db,
    scope,
    studio,
    rows.map((row) => appointmentInLocale(row, scope.locale)),
  );
}

export async function nextAvailableOfCourse(
  db: Database,
  scope: TenantScope,
  benefitId: number,
  now = new Date(),
): Promise<CourseAppointment> {
  const course = await scopedCourse(db, scope, benefitId);
  const row = await findNextAvailableOfCourse(db, { benefitId, now });
  if (!row) throw notFound(CourseErrors.noAvailableAppointment, `Course ${benefitId} has no appointment to book`);
  const [item] = await toItems(db, scope, await requireStudio(db, course.studioId), [
    appointmentInLocale(row, scope.locale),
  ]);
  if (!item) throw notFound(CourseErrors.noAvailableAppointment, `Course ${benefitId} has no appointment to book`);
  return item;
}

/** A studio's coming STREAM appointments; the public answer never carries a stream address. */
export async function streamingAppointments(
  db: Database,
  scope: TenantScope,
  request: { studioId: number; startDate?: string | undefined; endDate?: string | undefined },
  now = new Date(),
): Promise<CourseAppointment[]> {
  const studio = await scopedStudio(db, scope, request.studioId);
  const rows = await listStudioCourseAppointments(db, {
    studioId: studio.id,
    ...rangeOf(request, now),
    withCanceled: false,
    onlyStreams: true,
  });
  return toItems(
    db,
    { ...scope, customerId: undefined },
    studio,
    rows.map((row) => appointmentInLocale(row, scope.locale)),
  );
}
