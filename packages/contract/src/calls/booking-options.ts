import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { BookingErrors, ErrorCodes, placeCancellationErrors } from '../errors/index.ts';
import { isoDateTime, numericId, tenantKey } from '../schemas.ts';
import { benefitTypes, calendarItemSchema, calendarItemTypes, cancellationRuleInfoSchema } from './booking.ts';

/**
 * How a slot can be booked: a visit of one of the member's contingents, for free, as a guest's trial, or bought as an
 * offer (paid through a checkout, the commerce issue).
 */
export const slotBookingOptionTypes = ['CONTINGENT', 'FREE', 'TRIAL', 'OFFER'] as const;

/** Money in answers: major units with two decimals (DESIGN.md section 3). */
export const moneySchema = z.object({ amount: z.number(), currency: z.string().regex(/^[A-Z]{3}$/) });

export const slotBookingOptionSchema = z.object({
  /** Stable within the slot, the `:optionId` (or `:offerId`) of the flow's path: contingent-12, free, trial, offer-7. */
  id: z.string(),
  type: z.enum(slotBookingOptionTypes),
  /** The contingent's or the benefit's name. */
  name: z.string(),
  /** CONTINGENT only: what kind of contingent it is. */
  benefitType: z.enum(benefitTypes).nullable(),
  contingentId: z.number().int().nullable(),
  /** CONTINGENT only: visits still free; null for an unlimited one (or another type). */
  visitsLeft: z.number().int().nullable(),
  unlimited: z.boolean(),
  validUntil: isoDateTime.nullable(),
  /** TRIAL only: the trial's configuration (which customer data a guest gives). */
  trialConfigurationId: z.number().int().nullable(),
  /** OFFER only: the price of one place. */
  price: moneySchema.nullable(),
  /** A place booked this way can be cancelled online until then; null when the slot's start is not known. */
  cancelableUntil: isoDateTime.nullable(),
});

/**
 * The slot to book: course, event and trial-session slots by their appointment id; a single appointment by its benefit
 * id, with the employee and start of the free slot chosen.
 */
const bookingOptionsQuery = z.object({
  kind: z.enum(calendarItemTypes),
  itemId: numericId,
  employeeId: numericId.optional(),
  startDateTime: isoDateTime.optional(),
});

const options = <R extends 'customer' | 'public'>(id: string, path: string, principal: R) =>
  defineCall({
    id,
    method: 'GET',
    path,
    auth: principal === 'customer' ? 'member' : 'public',
    principal,
    query: bookingOptionsQuery,
    errors: [BookingErrors.appointmentNotFound],
    answer: z.array(slotBookingOptionSchema),
  });

export const listBookingOptions = options('bookingOptions.list', '/nox/v1/bookingoptions', 'customer');
export const listPublicBookingOptions = options('bookingOptions.listPublic', '/nox/public/v1/bookingoptions', 'public');
export const listBookingOptionsWithOffers = options(
  'bookingOptions.listWithOffers',
  '/nox/v1/bookingoptions/withoffers',
  'customer',
);
export const listPublicBookingOptionsWithOffers = options(
  'bookingOptions.listPublicWithOffers',
  '/nox/public/v1/bookingoptions/withoffers',
  'public',
);
export const listBookingOptionsWithTrialContingent = options(
  'bookingOptions.listWithTrialContingent',
  '/nox/v1/bookingoptions/with-trial-contingent-and-offers',
  'customer',
);
export const listPublicBookingOptionsWithTrialContingent = options(
  'bookingOptions.listPublicWithTrialContingent',
  '/nox/public/v1/bookingoptions/with-trial-contingent-and-offers',
  'public',
);

export const getCancellationRuleInfo = defineCall({
  id: 'booking.getCancellationRuleInfo',
  method: 'GET',
  path: '/nox/v1/calendar/{id}/cancelationruleinfo',
  auth: 'member',
  params: z.object({ id: z.uuid() }),
  errors: [BookingErrors.calendarItemNotFound],
  answer: cancellationRuleInfoSchema,
});

/** Why the member's master data does not yet allow an action: the missing or wrong field and its code. */
export const masterDataValidationSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ errorCode: z.string(), field: z.string() })),
});

const masterDataQuery = z.object({ tenant: tenantKey.optional() });

const validation = (id: string, action: string) =>
  defineCall({
    id,
    method: 'GET',
    path: `/v1/me/masterdata/validate/${action}`,
    auth: 'member',
    principal: 'customer',
    tenant: 'query',
    query: masterDataQuery,
    errors: [ErrorCodes.customerNotFound],
    answer: masterDataValidationSchema,
  });

/** The spec spells this path with three p's. */
export const validateMasterDataForAppointment = validation('masterData.validateBookAppointment', 'bookapppointment');
export const validateMasterDataForCourse = validation('masterData.validateBookCourse', 'bookcourse');
export const validateMasterDataForTrialSession = validation('masterData.validateBookTrialSession', 'booktrialsession');
export const validateMasterDataForContract = validation('masterData.validateSignContract', 'signcontract');

/** The user's places in every tenant they are connected to (the portal's "my bookings" across studios). */
export const listAggregatedCurrentCalendarItems = defineCall({
  id: 'aggregated.listCurrentCalendarItems',
  method: 'GET',
  path: '/v1/aggregated/calendaritems/current',
  auth: 'member',
  answer: z.array(calendarItemSchema),
});

export const listAggregatedCalendarHistory = defineCall({
  id: 'aggregated.listCalendarHistory',
  method: 'GET',
  path: '/v1/aggregated/calendaritems/history',
  auth: 'member',
  answer: z.array(calendarItemSchema),
});

const aggregatedItemParams = z.object({ uuid: z.uuid() });

export const getAggregatedCalendarItem = defineCall({
  id: 'aggregated.getCalendarItem',
  method: 'GET',
  path: '/v1/aggregated/calendaritems/{uuid}',
  auth: 'member',
  params: aggregatedItemParams,
  errors: [BookingErrors.calendarItemNotFound],
  answer: calendarItemSchema,
});

export const cancelAggregatedCalendarItem = defineCall({
  id: 'aggregated.cancelCalendarItem',
  method: 'DELETE',
  path: '/v1/aggregated/calendaritems/{uuid}',
  auth: 'member',
  params: aggregatedItemParams,
  errors: [...placeCancellationErrors],
  answer: calendarItemSchema,
});

export type SlotBookingOption = z.infer<typeof slotBookingOptionSchema>;
export type SlotBookingOptionType = (typeof slotBookingOptionTypes)[number];
export type MasterDataValidation = z.infer<typeof masterDataValidationSchema>;
export type Money = z.infer<typeof moneySchema>;
