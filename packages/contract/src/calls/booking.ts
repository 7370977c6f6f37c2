import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { BookingErrors, placeBookingErrors, placeCancellationErrors, slotBookingErrors } from '../errors/index.ts';
import { integerId, isoDateTime, tenantKey } from '../schemas.ts';

/** The benefit types a contingent can be of (spec 000 section 3). */
export const benefitTypes = [
  'FLAT_CONTINGENT',
  'FREE_USAGE',
  'INCLUSIVE_CONTINGENT',
  'PURCHASED_CONTINGENT',
  'TRIAL_CONTINGENT',
] as const;

/** Where a member stands with a booked appointment. */
export const participantStatuses = ['BOOKED', 'WAITING_LIST', 'CANCELED'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

export const appointmentStatuses = ['PLANNED', 'CANCELED'] as const;

export const meetingTypes = ['ON_SITE', 'STREAM'] as const;

export const calendarItemTypes = ['COURSE', 'SINGLE_APPOINTMENT', 'EVENT', 'TRIAL_SESSION'] as const;

/** A place in the member's calendar: a booked course appointment or a place on its waiting list. */
export const calendarItemSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  itemType: z.enum(calendarItemTypes),
  name: z.string(),
  benefitId: z.number().int(),
  appointmentId: z.number().int(),
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  studio: z.object({ id: z.number().int(), name: z.string(), zoneId: z.string() }),
  location: z.string().nullable(),
  employees: z.array(z.string()),
  participantStatus: z.enum(participantStatuses),
  /** 1 for the next in line; null when not on the waiting list. */
  waitingListPosition: z.number().int().nullable(),
  appointmentStatus: z.enum(appointmentStatuses),
  appointmentMeetingType: z.enum(meetingTypes),
  /** Until this instant the place can be cancelled online. */
  cancelableUntil: isoDateTime,
  ticket: z.object({ dateTime: isoDateTime, contingentName: z.string().nullable() }),
  /** A guest's place awaiting confirmation from the mailed link is released at this instant; null once confirmed. */
  confirmUntil: isoDateTime.nullable().optional(),
});

/** Whether and until when a place can be cancelled online, and what the cancellation gives back. */
export const cancellationRuleInfoSchema = z.object({
  cancelableUntil: isoDateTime,
  cancellationDeadlineMinutes: z.number().int(),
  canCancel: z.boolean(),
  /** A cancelled place returns its visit to the contingent it was taken from. */
  refundsContingent: z.boolean(),
});

export const bookCourseBody = z.object({
  /** The appointment's own times: a booking for a moved appointment is refused rather than silently moved. */
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  ticket: z.object({
    bookableItemId: integerId,
    /** The member's chosen booking option; without it the first usable contingent is taken. */
    contingentId: integerId.optional(),
  }),
});

export const bookSingleBody = z.object({
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  ticket: z.object({
    /** The single-appointment benefit; its slots exist only once booked. */
    bookableItemId: integerId,
    /** The employee whose free slot was chosen. */
    employeeId: integerId,
    contingentId: integerId.optional(),
  }),
});

const calendarItemParams = z.object({ id: z.uuid() });

export const bookCourse = defineCall({
  id: 'booking.bookCourse',
  method: 'POST',
  path: '/nox/v1/calendar/bookcourse',
  auth: 'member',
  principal: 'customer',
  body: bookCourseBody,
  errors: [...placeBookingErrors],
  answer: calendarItemSchema,
});

/** Books a free slot of a single-appointment benefit (personal training, body analysis) with one employee. */
export const bookSingle = defineCall({
  id: 'booking.bookSingle',
  method: 'POST',
  path: '/nox/v1/calendar/booksingle',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  body: bookSingleBody,
  errors: [...slotBookingErrors],
  answer: calendarItemSchema,
});

export const cancelCalendarItem = defineCall({
  id: 'booking.cancelCalendarItem',
  method: 'DELETE',
  path: '/nox/v1/calendar/{id}',
  auth: 'member',
  principal: 'customer',
  params: calendarItemParams,
  errors: [...placeCancellationErrors],
  answer: calendarItemSchema,
});

export const getCalendarItem = defineCall({
  id: 'booking.getCalendarItem',
  method: 'GET',
  path: '/nox/v1/calendar/{id}',
  auth: 'member',
  principal: 'customer',
  params: calendarItemParams,
  errors: [BookingErrors.calendarItemNotFound],
  answer: calendarItemSchema,
});

/** "Add to calendar": the booked place as an iCalendar file (text/calendar). */
export const getCalendarItemIcs = defineCall({
  id: 'booking.getCalendarItemIcs',
  method: 'GET',
  path: '/nox/v1/calendar/{id}/ics',
  auth: 'member',
  params: calendarItemParams,
  answerKind: 'binary',
  errors: [BookingErrors.calendarItemNotFound],
  answer: z.unknown(),
});

const calendarListQuery = z.object({ tenant: tenantKey.optional() });

export const listCurrentCalendarItems = defineCall({
  id: 'booking.listCurrentCalendarItems',
  method: 'GET',
  path: '/nox/v1/calendar/current',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: calendarListQuery,
  answer: z.array(calendarItemSchema),
});

export const listPastCalendarItems = defineCall({
  id: 'booking.listPastCalendarItems',
  method: 'GET',
  path: '/nox/v1/calendar/past',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: calendarListQuery,
  answer: z.array(calendarItemSchema),
});

export const bookableAppointmentSchema = z.object({
  id: z.number().int(),
  benefitId: z.number().int(),
  name: z.string(),
  description: z.string(),
  colorHex: z.string().nullable(),
  location: z.string().nullable(),
  employees: z.array(z.string()),
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  maxParticipants: z.number().int(),
  bookedParticipants: z.number().int(),
  waitingListActive: z.boolean(),
  maxWaitingListParticipants: z.number().int(),
  waitingListParticipants: z.number().int(),
  earliestBookingDateTime: isoDateTime,
  latestBookingDateTime: isoDateTime,
  appointmentStatus: z.enum(appointmentStatuses),
});

export type CalendarItem = z.infer<typeof calendarItemSchema>;
export type CancellationRuleInfo = z.infer<typeof cancellationRuleInfoSchema>;
export type BookableAppointment = z.infer<typeof bookableAppointmentSchema>;
export type BenefitType = (typeof benefitTypes)[number];
