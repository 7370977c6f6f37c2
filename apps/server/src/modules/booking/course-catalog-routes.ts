import {
  type AnyCall,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireConnect, requireMemberCustomer } from '../../lib/member-tenant.ts';
import { type CallHandler, registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import {
  courseAppointment,
  courseSchedule,
  courseScheduleSlice,
  nextAvailableOfCourse,
  type ScheduleVariant,
  streamingAppointments,
  upcomingOfCourse,
  type Viewer,
} from './course-catalog-service.ts';
import { courseFilter, coursesWithUpcomingAppointment } from './course-list-service.ts';

/** The course catalogue: each call in a member variant (with the member's own places) and a public one. */
export default async function courseCatalogRoutes(app: FastifyInstance) {
  const { db } = app;
  /** A member sees the tenant they are connected to (the page's, else their first); never another's. */
  const memberViewer = async (request: FastifyRequest): Promise<Viewer> => ({
    ...(await requireMemberCustomer(db, memberOf(request).userId, request.context.tenant)),
    locale: request.context.locale,
  });
  const publicViewer = async (request: FastifyRequest): Promise<Viewer> => ({
    tenant: request.context.tenant,
    locale: request.context.locale,
  });

  /** Registers the same answer for a member and a public call, told apart by who the viewer is. */
  function registerPair<C extends AnyCall>(
    calls: { member: C; public: C },
    answer: (viewer: Viewer, input: Parameters<CallHandler<C>>[0]) => ReturnType<CallHandler<C>>,
  ): void {
    registerCall(app, calls.member, async (input) => answer(await memberViewer(input.request), input));
    registerCall(app, calls.public, async (input) => answer(await publicViewer(input.request), input));
  }

  type SchedulePair = { member: typeof listCourseAppointments; public: typeof listCourseAppointments };
  const schedules: [SchedulePair, ScheduleVariant][] = [
    [{ member: listCourseAppointments, public: listBookableCourseAppointments }, 'all'],
    [{ member: listCourseAppointmentsWithCanceled, public: listCourseAppointmentsWithCanceledPublic }, 'all'],
    [{ member: listCourseAppointmentsV2, public: listCourseAppointmentsV2Public }, 'planned'],
    [{ member: listAvailableCourseAppointments, public: listAvailableCourseAppointmentsPublic }, 'available'],
  ];
  for (const [calls, variant] of schedules) {
    registerPair(calls, (viewer, { query }) => courseSchedule(db, viewer, query, variant));
  }

  registerCall(app, listHomeStudioCourseAppointments, async ({ query, request }) => {
    const { userId } = memberOf(request);
    const viewer = await memberViewer(request);
    const studioId = query.studioId ?? (await requireConnect(db, userId, viewer.tenant)).studioId;
    return courseSchedule(db, viewer, { ...query, studioId }, 'all');
  });

  registerPair({ member: getCourseAppointment, public: getCourseAppointmentPublic }, (viewer, { params }) =>
    courseAppointment(db, viewer, params.itemId),
  );
  registerPair(
    { member: getNextAvailableCourseAppointment, public: getNextAvailableCourseAppointmentPublic },
    (viewer, { query }) => nextAvailableOfCourse(db, viewer, query.benefitId),
  );
  registerPair(
    { member: listUpcomingCourseAppointments, public: listUpcomingCourseAppointmentsPublic },
    (viewer, { query }) => upcomingOfCourse(db, viewer, query),
  );
  registerPair({ member: sliceCourseAppointments, public: sliceCourseAppointmentsPublic }, (viewer, { query }) =>
    courseScheduleSlice(db, viewer, query),
  );
  registerPair(
    { member: listCoursesWithUpcomingAppointment, public: listCoursesWithUpcomingAppointmentPublic },
    (viewer, { query }) => coursesWithUpcomingAppointment(db, viewer, query.studioId),
  );

  registerCall(app, getCourseFilter, async ({ query, request }) =>
    courseFilter(db, await publicViewer(request), query.studioId),
  );
  registerCall(app, listStreamingAppointments, async ({ query, request }) =>
    streamingAppointments(db, await publicViewer(request), query),
  );
}
