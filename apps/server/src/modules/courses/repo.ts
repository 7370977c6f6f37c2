import { and, asc, eq, getTableColumns, gt, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, benefits, calendarItems, waitingRankOfItem } from '../booking/index.ts';

const COURSE = 'COURSE';

/** An appointment of a course with what its item shows of the course (benefit). */
function selectCourseAppointments(db: Database) {
  return db
    .select({
      ...getTableColumns(appointments),
      name: benefits.name,
      description: benefits.description,
      colorHex: benefits.colorHex,
      imageUrl: benefits.imageUrl,
      category: benefits.category,
      bookingOptionType: benefits.bookingOptionType,
      priceMinor: benefits.priceMinor,
      currencyCode: benefits.currencyCode,
      trialConfigurationId: benefits.trialConfigurationId,
      benefitTranslations: benefits.translations,
    })
    .from(appointments)
    .innerJoin(benefits, and(eq(benefits.id, appointments.benefitId), eq(benefits.kind, COURSE)));
}

export type CourseAppointmentRow = Awaited<ReturnType<ReturnType<typeof selectCourseAppointments>['execute']>>[number];

export async function findCourseAppointment(db: Database, id: number): Promise<CourseAppointmentRow | undefined> {
  const [row] = await selectCourseAppointments(db).where(eq(appointments.id, id));
  return row;
}

/** A studio's course appointments starting in [from, until), in time order; cancelled ones only when asked. */
export function listStudioCourseAppointments(
  db: Database,
  request: { studioId: number; from: Date; until: Date; withCanceled: boolean; onlyStreams?: boolean },
): Promise<CourseAppointmentRow[]> {
  return selectCourseAppointments(db)
    .where(
      and(
        eq(appointments.studioId, request.studioId),
        gte(appointments.startAt, request.from),
        lt(appointments.startAt, request.until),
        request.withCanceled ? undefined : ne(appointments.status, 'CANCELED'),
        request.onlyStreams ? eq(appointments.meetingType, 'STREAM') : undefined,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/**
 * The row versions of a studio's appointments starting in [from, until), as text: any write to one of them (a booked
 * place, a cancellation), or one more or fewer of them, changes it. PostgreSQL gives every committed row version its
 * writing transaction's id (xmin), and no two transactions share one, so an equal text means unchanged rows.
 */
export function appointmentRowVersions(request: { studioId: number; from: Date; until: Date }): SQL {
  const rowVersion = sql`${appointments.id}::text || ':' || ${appointments}.xmin::text`;
  return sql`select string_agg(${rowVersion}, ',' order by ${appointments.id})
    from ${appointments}
    where ${appointments.studioId} = ${request.studioId}
      and ${appointments.startAt} >= ${request.from} and ${appointments.startAt} < ${request.until}`;
}

/** The coming appointments of one course, cancelled ones included so the member sees them called off. */
export function listUpcomingOfCourse(
  db: Database,
  request: { benefitId: number; now: Date; limit: number },
): Promise<CourseAppointmentRow[]> {
  return selectCourseAppointments(db)
    .where(and(eq(appointments.benefitId, request.benefitId), gt(appointments.startAt, request.now)))
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(request.limit);
}

/** The next appointment of a course that still takes a booking: a free place or room on its waiting list. */
export async function findNextAvailableOfCourse(
  db: Database,
  request: { benefitId: number; now: Date },
): Promise<CourseAppointmentRow | undefined> {
  const [row] = await selectCourseAppointments(db)
    .where(
      and(
        eq(appointments.benefitId, request.benefitId),
        eq(appointments.status, 'PLANNED'),
        gt(appointments.latestBookingAt, request.now),
        or(
          lt(appointments.bookedParticipants, appointments.maxParticipants),
          and(
            eq(appointments.waitingListActive, true),
            lt(appointments.waitingListParticipants, appointments.maxWaitingListParticipants),
          ),
        ),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .limit(1);
  return row;
}

export async function findCourse(db: Database, benefitId: number) {
  const [row] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.id, benefitId), eq(benefits.kind, COURSE)));
  return row;
}

export function listStudioCourses(db: Database, studioId: number) {
  return db
    .select()
    .from(benefits)
    .where(and(eq(benefits.studioId, studioId), eq(benefits.kind, COURSE)))
    .orderBy(asc(benefits.name), asc(benefits.id));
}

/** A member's live places at some appointments, with the position of each waiting one. */
export function listOwnPlaces(db: Database, customerId: string, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      appointmentId: calendarItems.appointmentId,
      benefitId: appointments.benefitId,
      status: calendarItems.status,
      waitingRank: waitingRankOfItem,
    })
    .from(calendarItems)
    .innerJoin(appointments, eq(appointments.id, calendarItems.appointmentId))
    .where(
      and(
        eq(calendarItems.customerId, customerId),
        inArray(calendarItems.appointmentId, appointmentIds),
        ne(calendarItems.status, 'CANCELED'),
      ),
    );
}

/** A member's live places at the coming appointments of some courses (for the course-level display rule). */
export function listOwnUpcomingPlacesOfCourses(db: Database, customerId: string, benefitIds: number[], now: Date) {
  if (benefitIds.length === 0) return Promise.resolve([]);
  return db
    .select({ benefitId: appointments.benefitId, status: calendarItems.status })
    .from(calendarItems)
    .innerJoin(appointments, eq(appointments.id, calendarItems.appointmentId))
    .where(
      and(
        eq(calendarItems.customerId, customerId),
        inArray(appointments.benefitId, benefitIds),
        ne(calendarItems.status, 'CANCELED'),
        gt(appointments.endAt, now),
      ),
    );
}
