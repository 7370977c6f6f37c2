import {
  bookCourse,
  getCourseAppointment,
  getCourseAppointmentPublic,
  getCourseFilter,
  getNextAvailableCourseAppointment,
  getNextAvailableCourseAppointmentPublic,
  listAvailableCourseAppointments,
  listAvailableCourseAppointmentsPublic,
  listBookableCourseAppointments,
  listCourseAppointments,
  listCourseAppointmentsV2,
  listCourseAppointmentsV2Public,
  listCourseAppointmentsWithCanceled,
  listCourseAppointmentsWithCanceledPublic,
  listCoursesWithUpcomingAppointment,
  listCoursesWithUpcomingAppointmentPublic,
  listHomeStudioCourseAppointments,
  listStreamingAppointments,
  listUpcomingCourseAppointments,
  listUpcomingCourseAppointmentsPublic,
  sliceCourseAppointments,
  sliceCourseAppointmentsPublic,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import type { PublicAnswerSource } from '../../lib/public-answer-cache.ts';
import { registerCall, registerPair } from '../../lib/register-call.ts';
import { bookCourseAppointment, placeAskedFor } from '../booking/index.ts';
import {
  courseAppointment,
  courseSchedule,
  courseScheduleSlice,
  nextAvailableOfCourse,
  rangeOf,
  type ScheduleRequest,
  type ScheduleVariant,
  streamingAppointments,
  upcomingOfCourse,
} from './course-catalog-service.ts';
import { courseFilter, coursesWithUpcomingAppointment } from './course-list-service.ts';
import { appointmentRowVersions } from './repo.ts';

/**
 * A schedule shows its studio's courses (master data, versioned per tenant) and the places of its appointments, read
 * live on every request. One without a start date depends on the clock and is not kept.
 */
function schedulePublicCache(app: FastifyInstance): PublicAnswerSource<{ query: ScheduleRequest }, unknown> {
  return {
    cacheable: ({ query }) => query.startDate !== undefined,
    tenantOf: (_answer, { query }) => app.tenancy.tenantOfStudio(query.studioId),
    liveState: ({ query }) => appointmentRowVersions({ studioId: query.studioId, ...rangeOf(query, new Date()) }),
  };
}

/** The course catalogue (each call in a member variant, with the member's own places, and a public one) and booking a course place. */
export default async function courseRoutes(app: FastifyInstance) {
  const { db } = app;
  const origin = portalOrigin(app.config);
  registerCall(app, bookCourse, ({ body, scope }) =>
    bookCourseAppointment(db, { ...scope, origin }, placeAskedFor(body)),
  );

  type SchedulePair = { member: typeof listCourseAppointments; public: typeof listBookableCourseAppointments };
  const schedules: [SchedulePair, ScheduleVariant][] = [
    [{ member: listCourseAppointments, public: listBookableCourseAppointments }, 'all'],
    [{ member: listCourseAppointmentsWithCanceled, public: listCourseAppointmentsWithCanceledPublic }, 'all'],
    [{ member: listCourseAppointmentsV2, public: listCourseAppointmentsV2Public }, 'planned'],
    [{ member: listAvailableCourseAppointments, public: listAvailableCourseAppointmentsPublic }, 'available'],
  ];
  for (const [calls, variant] of schedules) {
    registerCall(app, calls.member, async ({ query, scope }) => courseSchedule(db, scope, query, variant));
    registerCall(app, calls.public, async ({ query, scope }) => courseSchedule(db, scope, query, variant), {
      publicCache: variant === 'available' ? undefined : schedulePublicCache(app),
    });
  }

  registerCall(app, listHomeStudioCourseAppointments, async ({ query, scope }) =>
    courseSchedule(db, scope, { ...query, studioId: query.studioId ?? scope.homeStudioId }, 'all'),
  );

  registerPair(app, { member: getCourseAppointment, public: getCourseAppointmentPublic }, async ({ params, scope }) =>
    courseAppointment(db, scope, params.itemId),
  );
  registerPair(
    app,
    { member: getNextAvailableCourseAppointment, public: getNextAvailableCourseAppointmentPublic },
    async ({ query, scope }) => nextAvailableOfCourse(db, scope, query.benefitId),
  );
  registerPair(
    app,
    { member: listUpcomingCourseAppointments, public: listUpcomingCourseAppointmentsPublic },
    async ({ query, scope }) => upcomingOfCourse(db, scope, query),
  );
  registerPair(
    app,
    { member: sliceCourseAppointments, public: sliceCourseAppointmentsPublic },
    async ({ query, scope }) => courseScheduleSlice(db, scope, query),
  );
  registerPair(
    app,
    { member: listCoursesWithUpcomingAppointment, public: listCoursesWithUpcomingAppointmentPublic },
    async ({ query, scope }) => coursesWithUpcomingAppointment(db, scope, query.studioId),
  );

  registerCall(app, getCourseFilter, ({ query, scope }) => courseFilter(db, scope, query.studioId));
  registerCall(app, listStreamingAppointments, ({ query, scope }) => streamingAppointments(db, scope, query));
}
