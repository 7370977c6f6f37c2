import { type BookableCourse, type CourseFilter, timesOfDay } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { translated } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { studioTrainers } from '../employees/index.ts';
import { appointmentInLocale } from './bookable-appointment.ts';
import {
  listOwnUpcomingPlacesOfCourses,
  listStudioCourseAppointments,
  listStudioCourses,
} from './course-catalog-repo.ts';
import { DAY_MS, HORIZON_DAYS, scopedStudio, timeOfDayOf } from './course-catalog-service.ts';
import { priceOrOfferOf } from './price-or-offer.ts';
import { listUsableContingents } from './repo.ts';

/* A studio's courses as a list (each with its next appointment), what its schedule can be filtered by, and which
 * courses its trainers lead: the course catalogue beside the dated schedule of course-catalog-service.ts. */

const COURSE = 'COURSE';

async function upcomingRows(db: Database, studioId: number, locale: string | undefined, now: Date) {
  const rows = await listStudioCourseAppointments(db, {
    studioId,
    from: now,
    until: new Date(now.getTime() + HORIZON_DAYS * DAY_MS),
    withCanceled: false,
  });
  return rows.map((row) => appointmentInLocale(row, locale));
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The member's standing with whole courses: waiting only when every one of their places is on a waiting list; and
 * whether a contingent of theirs books courses at all.
 */
async function ownCourseStates(db: Database, scope: TenantScope, benefitIds: number[], now: Date) {
  const { customerId } = scope;
  const [places, contingents] = customerId
    ? await Promise.all([
        listOwnUpcomingPlacesOfCourses(db, customerId, benefitIds, now),
        listUsableContingents(db, { customerId, benefitKind: COURSE, now }),
      ])
    : [[], []];
  return (benefitId: number) => {
    const mine = places.filter((place) => place.benefitId === benefitId);
    return {
      alreadyBooked: mine.some((place) => place.status === 'BOOKED'),
      onWaitingList: mine.length > 0 && mine.every((place) => place.status === 'WAITING_LIST'),
      bookableWithContingent: contingents.length > 0,
    };
  };
}

/** Every course of a studio with its next appointment, its trainers and rooms. */
export async function coursesWithUpcomingAppointment(
  db: Database,
  scope: TenantScope,
  studioId: number,
  now = new Date(),
): Promise<BookableCourse[]> {
  const studio = await scopedStudio(db, scope, studioId);
  const [courses, rows] = await Promise.all([
    listStudioCourses(db, studio.id),
    upcomingRows(db, studio.id, scope.locale, now),
  ]);
  const stateOf = await ownCourseStates(
    db,
    scope,
    courses.map((course) => course.id),
    now,
  );
  return courses.map((row) => {
    const course = translated(row, row.translations, scope.locale);
    const own = rows.filter((appointment) => appointment.benefitId === course.id);
    return {
      id: course.id,
      name: course.name,
      description: course.description,
      colorHex: course.colorHex,
      image: course.imageUrl,
      category: course.category,
      durationMinutes: course.durationMinutes,
      studio: { id: studio.id, name: studio.name, zoneId: studio.zoneId },
      employees: distinct(own.flatMap((row) => row.employees)),
      locations: distinct(own.flatMap((row) => (row.location ? [row.location] : []))),
      benefitBookingOptionType: course.bookingOptionType,
      price: priceOrOfferOf(course, studio.currencyCode),
      upcomingAppointmentDateTime: own[0]?.startAt.toISOString() ?? null,
      ...stateOf(course.id),
    };
  });
}

/** The values a studio's coming schedule can be filtered by. */
export async function courseFilter(
  db: Database,
  scope: TenantScope,
  studioId: number,
  now = new Date(),
): Promise<CourseFilter> {
  const studio = await scopedStudio(db, scope, studioId);
  const rows = await upcomingRows(db, studio.id, scope.locale, now);
  const names = new Set(rows.flatMap((row) => row.employees));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const courses = new Map(rows.map((row) => [row.benefitId, { id: row.benefitId, name: row.name }]));
  const times = new Set(rows.map((row) => timeOfDayOf(row.startAt, studio.zoneId)));
  return {
    categories: distinct(rows.flatMap((row) => (row.category ? [row.category] : []))).sort(),
    courses: [...courses.values()].sort(byName),
    trainers: (await studioTrainers(db, studio.id)).filter((trainer) => names.has(trainer.name)).sort(byName),
    rooms: distinct(rows.flatMap((row) => (row.location ? [row.location] : []))).sort(),
    timesOfDay: timesOfDay.filter((time) => times.has(time)),
  };
}

/** The names of the courses each trainer (by full name) leads from now over the horizon. */
export async function futureCoursesByTrainer(
  db: Database,
  studioId: number,
  locale: string | undefined,
  now = new Date(),
): Promise<Map<string, string[]>> {
  const courses = new Map<string, string[]>();
  for (const row of await upcomingRows(db, studioId, locale, now)) {
    for (const trainer of row.employees) {
      const names = courses.get(trainer) ?? [];
      if (!names.includes(row.name)) courses.set(trainer, [...names, row.name]);
    }
  }
  return courses;
}
