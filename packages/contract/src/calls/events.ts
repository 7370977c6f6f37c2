import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, EventErrors } from '../errors/index.ts';
import { isoDateTime, numericId, studioNumber } from '../schemas.ts';
import { bookableAppointmentSchema, calendarItemTypes, meetingTypes, participantStatuses } from './booking.ts';
import { moneySchema } from './booking-options.ts';

/** How a place of a benefit is paid for, as stored on the benefit. */
export const benefitBookingOptionTypes = ['CONTINGENT', 'FREE', 'MEMBER_ONLY', 'ONLINE_PAYMENT'] as const;

const trialConfigurationId = z.number().int().nullable();

/**
 * spec 000 "Price or offer state": a number (the price of a place booked with a contingent, 0 when it costs nothing
 * beyond the visit), or an offer state: MEMBER_ONLY, ONLINE_PAYMENT with its price, or FREE.
 */
export const priceOrOfferSchema = z.union([
  z.number(),
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('MEMBER_ONLY'), benefitTrialConfigurationId: trialConfigurationId }),
    z.object({
      state: z.literal('ONLINE_PAYMENT'),
      price: moneySchema,
      benefitTrialConfigurationId: trialConfigurationId,
    }),
    z.object({ state: z.literal('FREE'), benefitTrialConfigurationId: trialConfigurationId }),
  ]),
]);

/** One dated appointment of a benefit with how full it is and, in the member variants, the member's own place. */
export const benefitAppointmentSchema = bookableAppointmentSchema.extend({
  placesLeft: z.number().int(),
  appointmentMeetingType: z.enum(meetingTypes),
  /** Member variants only: the member holds a booked place. */
  alreadyBooked: z.boolean().optional(),
  onWaitingList: z.boolean().optional(),
  participantStatus: z.enum(participantStatuses).nullable().optional(),
  waitingListPosition: z.number().int().nullable().optional(),
});

/** An appointment-based benefit (a course or a studio event) with its appointments in the asked range. */
export const bookableBenefitSchema = z.object({
  id: z.number().int(),
  itemType: z.enum(calendarItemTypes),
  name: z.string(),
  description: z.string(),
  colorHex: z.string().nullable(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  durationMinutes: z.number().int(),
  studio: z.object({ id: z.number().int(), name: z.string(), zoneId: z.string(), currencyCode: z.string() }),
  benefitBookingOptionType: z.enum(benefitBookingOptionTypes),
  priceOrOffer: priceOrOfferSchema,
  /** Everyone who trains the appointments, in order of appearance. */
  employees: z.array(z.string()),
  appointments: z.array(benefitAppointmentSchema),
  /** Member variants only: a booked place at any appointment. */
  alreadyBooked: z.boolean().optional(),
  /** Member variants only: true only if the member waits at every appointment (spec 000 section 4). */
  onWaitingList: z.boolean().optional(),
  /** Member variants only: one of the member's contingents books a place (a free one costs no visit). */
  bookableWithContingent: z.boolean().optional(),
});

export const nextAvailableSchema = z.object({
  benefitId: z.number().int(),
  upcomingAppointmentDateTime: isoDateTime.nullable(),
  /** The first appointment a place (or a waiting-list place) can be booked at now; null when there is none. */
  appointment: benefitAppointmentSchema.nullable(),
});

const MAX_RANGE_DAYS = 366;

interface DateRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const dateRange = { startDate: isoDateTime.optional(), endDate: isoDateTime.optional() };

/** The end after the start, at most a year apart; without dates the coming weeks are answered (decisions.md). */
function withValidRange<S extends z.ZodType<DateRange>>(schema: S) {
  const span = ({ startDate, endDate }: DateRange) =>
    startDate && endDate ? Date.parse(endDate) - Date.parse(startDate) : undefined;
  return schema
    .refine((range: DateRange) => (span(range) ?? 1) > 0, {
      message: 'endDate must be after startDate',
      path: ['endDate'],
    })
    .refine((range: DateRange) => (span(range) ?? 0) <= MAX_RANGE_DAYS * 86_400_000, {
      message: `at most ${MAX_RANGE_DAYS} days`,
      path: ['endDate'],
    });
}

const studioEventsQuery = withValidRange(z.object({ studioId: studioNumber, ...dateRange }));
const benefitQuery = withValidRange(z.object(dateRange));
const benefitParams = z.object({ benefitId: numericId });

export const listStudioEvents = defineCall({
  id: 'events.listStudioEvents',
  method: 'GET',
  path: '/nox/v2/bookableitems/benefit/studio-events',
  auth: 'member',
  principal: 'customer',
  query: studioEventsQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(bookableBenefitSchema),
});

export const listPublicStudioEvents = defineCall({
  id: 'events.listPublicStudioEvents',
  method: 'GET',
  path: '/nox/public/v2/bookableitems/benefit/studio-events',
  auth: 'public',
  query: studioEventsQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(bookableBenefitSchema),
});

export const getBookableBenefit = defineCall({
  id: 'events.getBookableBenefit',
  method: 'GET',
  path: '/nox/v2/bookableitems/benefit/{benefitId}',
  auth: 'member',
  principal: 'customer',
  params: benefitParams,
  query: benefitQuery,
  errors: [EventErrors.benefitNotFound],
  answer: bookableBenefitSchema,
});

export const getPublicBookableBenefit = defineCall({
  id: 'events.getPublicBookableBenefit',
  method: 'GET',
  path: '/nox/public/v2/bookableitems/benefit/{benefitId}',
  auth: 'public',
  params: benefitParams,
  query: benefitQuery,
  errors: [EventErrors.benefitNotFound],
  answer: bookableBenefitSchema,
});

export const getNextAvailableAppointment = defineCall({
  id: 'events.getNextAvailableAppointment',
  method: 'GET',
  path: '/nox/v2/bookableitems/benefit/{benefitId}/nextavailable',
  auth: 'member',
  principal: 'customer',
  params: benefitParams,
  errors: [EventErrors.benefitNotFound],
  answer: nextAvailableSchema,
});

export const getPublicNextAvailableAppointment = defineCall({
  id: 'events.getPublicNextAvailableAppointment',
  method: 'GET',
  path: '/nox/public/v2/bookableitems/benefit/{benefitId}/nextavailable',
  auth: 'public',
  params: benefitParams,
  errors: [EventErrors.benefitNotFound],
  answer: nextAvailableSchema,
});

/** Why a studio refuses a customer entry and booking. */
export const accessRefusalReasons = ['OPEN_BALANCE', 'HOUSE_RULES', 'OTHER'] as const;

export const accessRefusalConfigSchema = z.object({
  enabled: z.boolean(),
  /** Missed booked appointments within noShowPeriodDays that block online booking for blockDays. */
  noShowsBeforeBlock: z.number().int(),
  noShowPeriodDays: z.number().int(),
  blockDays: z.number().int(),
  entranceLockDays: z.number().int(),
  showReason: z.boolean(),
});

export const accessRefusalStatusSchema = z.object({
  refused: z.boolean(),
  /** Null when not refused or when the tenant does not tell the reason. */
  reason: z.enum(accessRefusalReasons).nullable(),
  refusedSince: isoDateTime.nullable(),
  /** Null while refused without an end, or when not refused. */
  refusedUntil: isoDateTime.nullable(),
});

export const entranceBlockSchema = z.object({
  entranceBlocked: z.boolean(),
  entranceLockUntil: isoDateTime.nullable(),
});

export const bookingBlockSchema = z.object({
  accessBlocked: z.boolean(),
  blockMySportsBookingUntil: isoDateTime.nullable(),
});

const penaltyQuery = z.object({ tenant: z.string().min(1).max(100).optional() });

export const getAccessRefusalConfiguration = defineCall({
  id: 'penalties.getAccessRefusalConfiguration',
  method: 'GET',
  path: '/nox/v1/accessrefusal/configuration',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: penaltyQuery,
  answer: accessRefusalConfigSchema,
});

export const getAccessRefusalStatus = defineCall({
  id: 'penalties.getAccessRefusalStatus',
  method: 'GET',
  path: '/nox/v1/accessrefusal/customer/status',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: penaltyQuery,
  answer: accessRefusalStatusSchema,
});

export const checkIfEntranceBlocked = defineCall({
  id: 'penalties.checkIfEntranceBlocked',
  method: 'GET',
  path: '/nox/v1/noshowpenalty/checkifentranceblocked',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: penaltyQuery,
  answer: entranceBlockSchema,
});

export const isAccessBlocked = defineCall({
  id: 'penalties.isAccessBlocked',
  method: 'GET',
  path: '/nox/v1/noshowpenalty/isaccessblocked',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: penaltyQuery,
  answer: bookingBlockSchema,
});

export type PriceOrOffer = z.infer<typeof priceOrOfferSchema>;
export type BenefitAppointment = z.infer<typeof benefitAppointmentSchema>;
export type BookableBenefit = z.infer<typeof bookableBenefitSchema>;
export type NextAvailable = z.infer<typeof nextAvailableSchema>;
export type AccessRefusalConfig = z.infer<typeof accessRefusalConfigSchema>;
export type AccessRefusalStatus = z.infer<typeof accessRefusalStatusSchema>;
