import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { CourseErrors, ErrorCodes } from '../errors/index.ts';
import { isoDateTime, numericId, studioNumber } from '../schemas.ts';
import { bookableAppointmentSchema, meetingTypes, participantStatuses } from './booking.ts';
import { benefitBookingOptionTypes, priceOrOfferSchema } from './events.ts';

/** The times of day the schedule can be filtered by, by the studio's wall clock. */
export const timesOfDay = ['MORNING', 'AFTERNOON', 'EVENING'] as const;

/** The longest period one schedule call answers. */
export const MAX_SCHEDULE_DAYS = 31;

const DAY_MS = 24 * 60 * 60_000;

const studioSummarySchema = z.object({ id: z.number().int(), name: z.string(), zoneId: z.string() });

/** The viewer's own standing; the public variants answer it empty. */
const ownStateShape = {
  alreadyBooked: z.boolean(),
  /** A course: only when every one of the member's places of it is on a waiting list. */
  onWaitingList: z.boolean(),
};

/** One dated appointment of a course with the appointment item fields of spec 000 section 3. */
export const courseAppointmentSchema = bookableAppointmentSchema.extend({
  itemType: z.literal('COURSE'),
  uuid: z.uuid(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  locations: z.array(z.string()),
  studio: studioSummarySchema,
  appointmentMeetingType: z.enum(meetingTypes),
  benefitBookingOptionType: z.enum(benefitBookingOptionTypes),
  price: priceOrOfferSchema,
  /** Null unless the appointment is streamed; the address is only given to a member with a booked place. */
  stream: z.object({ url: z.string().nullable() }).nullable(),
  ...ownStateShape,
  participantStatus: z.enum(participantStatuses).nullable(),
  /** 1 for the next in line; null when the viewer is not waiting. */
  waitingListPosition: z.number().int().nullable(),
});

/** A course (its benefit) of the catalogue, with its next appointment. */
export const bookableCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  colorHex: z.string().nullable(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  durationMinutes: z.number().int(),
  studio: studioSummarySchema,
  employees: z.array(z.string()),
  locations: z.array(z.string()),
  benefitBookingOptionType: z.enum(benefitBookingOptionTypes),
  price: priceOrOfferSchema,
  upcomingAppointmentDateTime: isoDateTime.nullable(),
  ...ownStateShape,
  /** One of the viewer's contingents books a place of the course; false for a guest (the public variant). */
  bookableWithContingent: z.boolean(),
});

/** What a studio's course schedule can be narrowed to (only values its upcoming appointments have). */
export const courseFilterSchema = z.object({
  categories: z.array(z.string()),
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  trainers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rooms: z.array(z.string()),
  timesOfDay: z.array(z.enum(timesOfDay)),
});

const filterFields = {
  category: z.string().min(1).max(40).optional(),
  benefitId: numericId.optional(),
  /** A trainer, by employee id (appointmentfilter/course lists them). */
  employeeId: numericId.optional(),
  location: z.string().min(1).max(100).optional(),
  timeOfDay: z.enum(timesOfDay).optional(),
};

function withinScheduleRange(query: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  if (!query.startDate || !query.endDate) return true;
  const span = Date.parse(query.endDate) - Date.parse(query.startDate);
  return span > 0 && span <= MAX_SCHEDULE_DAYS * DAY_MS;
}

const rangeRule = {
  message: `endDate must be after startDate and at most ${MAX_SCHEDULE_DAYS} days later`,
  path: ['endDate'],
};

/** A studio's schedule between two instants (default: the coming week), optionally filtered. */
export const courseScheduleQuery = z
  .object({
    studioId: studioNumber,
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    ...filterFields,
  })
  .refine(withinScheduleRange, rangeRule);

const homeStudioScheduleQuery = z
  .object({
    studioId: studioNumber.optional(),
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    ...filterFields,
  })
  .refine(withinScheduleRange, rangeRule);

const courseQuery = z.object({ benefitId: numericId });
const upcomingQuery = courseQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(10) });
const sliceQuery = z.object({
  studioId: studioNumber,
  startDate: isoDateTime.optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  ...filterFields,
});
const studioQuery = z.object({ studioId: studioNumber });
const streamingQuery = z
  .object({ studioId: studioNumber, startDate: isoDateTime.optional(), endDate: isoDateTime.optional() })
  .refine(withinScheduleRange, rangeRule);
const itemParams = z.object({ itemId: numericId });
const noParams = z.object({}).strict();

export const courseSliceSchema = z.object({
  content: z.array(courseAppointmentSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});

const appointmentList = z.array(courseAppointmentSchema);

/** Declares the member (`/nox/v…`) and public (`/nox/public/v…`) variant of one schedule call. */
function pair<P extends z.ZodType, Q extends z.ZodType, A extends z.ZodType>(
  name: string,
  version: 'v1' | 'v2',
  path: string,
  shape: { params: P; query: Q; answer: A; errors: readonly string[] },
) {
  return {
    member: defineCall({
      id: `courses.${name}`,
      method: 'GET',
      path: `/nox/${version}/${path}`,
      auth: 'member',
      principal: 'customer',
      ...shape,
    }),
    public: defineCall({
      id: `courses.${name}Public`,
      method: 'GET',
      path: `/nox/public/${version}/${path}`,
      auth: 'public',
      ...shape,
    }),
  };
}

const item = pair('getCourseAppointment', 'v1', 'bookableitems/course/{itemId}', {
  params: itemParams,
  query: z.object({}),
  errors: [CourseErrors.appointmentNotFound],
  answer: courseAppointmentSchema,
});
export const getCourseAppointment = item.member;
export const getCourseAppointmentPublic = item.public;

const schedule = pair('listCourseAppointments', 'v1', 'bookableitems/course', {
  params: noParams,
  query: courseScheduleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});
export const listCourseAppointments = schedule.member;
/** The public course schedule (session 2's call, now with the full appointment item). */
export const listBookableCourseAppointments = schedule.public;

/** The schedule of the member's home studio when no studio is given. */
export const listHomeStudioCourseAppointments = defineCall({
  id: 'courses.listHomeStudioCourseAppointments',
  method: 'GET',
  path: '/nox/v1/bookableitems/course/withdefaulthomestudio',
  auth: 'member',
  principal: 'customer',
  query: homeStudioScheduleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});

const next = pair('getNextAvailableCourseAppointment', 'v1', 'bookableitems/course/nextavailable', {
  params: noParams,
  query: courseQuery,
  errors: [CourseErrors.courseNotFound, CourseErrors.noAvailableAppointment],
  answer: courseAppointmentSchema,
});
export const getNextAvailableCourseAppointment = next.member;
export const getNextAvailableCourseAppointmentPublic = next.public;

const upcoming = pair('listUpcomingCourseAppointments', 'v1', 'bookableitems/course/upcoming', {
  params: noParams,
  query: upcomingQuery,
  errors: [CourseErrors.courseNotFound],
  answer: appointmentList,
});
export const listUpcomingCourseAppointments = upcoming.member;
export const listUpcomingCourseAppointmentsPublic = upcoming.public;

const courses = pair('listCourseAppointmentsV2', 'v2', 'bookableitems/courses', {
  params: noParams,
  query: courseScheduleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});
export const listCourseAppointmentsV2 = courses.member;
export const listCourseAppointmentsV2Public = courses.public;

const withCanceled = pair('listCourseAppointmentsWithCanceled', 'v2', 'bookableitems/courses/with-canceled', {
  params: noParams,
  query: courseScheduleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});
export const listCourseAppointmentsWithCanceled = withCanceled.member;
export const listCourseAppointmentsWithCanceledPublic = withCanceled.public;

const available = pair('listAvailableCourseAppointments', 'v2', 'bookableitems/courses/available', {
  params: noParams,
  query: courseScheduleQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});
export const listAvailableCourseAppointments = available.member;
export const listAvailableCourseAppointmentsPublic = available.public;

const slice = pair('sliceCourseAppointments', 'v2', 'bookableitems/courses/slice', {
  params: noParams,
  query: sliceQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: courseSliceSchema,
});
export const sliceCourseAppointments = slice.member;
export const sliceCourseAppointmentsPublic = slice.public;

const catalogue = pair('listCoursesWithUpcomingAppointment', 'v2', 'bookableitems/courses/with-upcoming-appointment', {
  params: noParams,
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(bookableCourseSchema),
});
export const listCoursesWithUpcomingAppointment = catalogue.member;
export const listCoursesWithUpcomingAppointmentPublic = catalogue.public;

export const getCourseFilter = defineCall({
  id: 'courses.getCourseFilter',
  method: 'GET',
  path: '/nox/public/v1/appointmentfilter/course',
  auth: 'public',
  query: studioQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: courseFilterSchema,
});

/** Upcoming STREAM appointments of a studio; the stream address stays with the booked participants. */
export const listStreamingAppointments = defineCall({
  id: 'courses.listStreamingAppointments',
  method: 'GET',
  path: '/nox/public/v1/streaming/appointment',
  auth: 'public',
  query: streamingQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: appointmentList,
});

export type CourseAppointment = z.infer<typeof courseAppointmentSchema>;
export type BookableCourse = z.infer<typeof bookableCourseSchema>;
export type CourseFilter = z.infer<typeof courseFilterSchema>;
export type TimeOfDay = (typeof timesOfDay)[number];
export type CourseScheduleQuery = z.output<typeof courseScheduleQuery>;
