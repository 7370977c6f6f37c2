import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, SingleAppointmentErrors } from '../errors/index.ts';
import { isoDateTime, numericId, studioNumber } from '../schemas.ts';
import { benefitBookingOptionTypes, priceOrOfferSchema } from './events.ts';

/** A day in the studio's time zone, `YYYY-MM-DD`. */
export const studioLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-11-23');

/** Employee ids as a comma-separated list (`employeeIds=3,7`) or repeated (`employeeIds=3&employeeIds=7`). */
const employeeIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      )
      .max(50),
  );

export const benefitEmployeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
});

/** A single-appointment benefit (personal training, body analysis): what it is, who offers it, how it is booked. */
export const singleBenefitSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  zoneId: z.string(),
  name: z.string(),
  description: z.string(),
  colorHex: z.string().nullable(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  durationMinutes: z.number().int(),
  employees: z.array(benefitEmployeeSchema),
  benefitBookingOptionType: z.enum(benefitBookingOptionTypes),
  /** spec 000 "Price or offer state". */
  priceOrOffer: priceOrOfferSchema,
  /** Set when guests may try the benefit once without a contract. */
  benefitTrialConfigurationId: z.number().int().nullable(),
  /** Slots can be booked this many days ahead ... */
  bookAheadDays: z.number().int(),
  /** ... until this many minutes before they start ... */
  bookUntilMinutes: z.number().int(),
  /** ... and cancelled online until this many minutes before they start. */
  cancellationDeadlineMinutes: z.number().int(),
  /** Member variant only: whether the member holds a contingent that covers this benefit now; null when public. */
  bookableWithContingent: z.boolean().nullable(),
  /** Member variant only: the start of the member's next booked appointment of this benefit; null when none. */
  upcomingAppointmentDateTime: isoDateTime.nullable(),
});

/** A free slot: a stretch of an employee's availability as long as the benefit, not taken by another appointment. */
export const freeSlotSchema = z.object({
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  employeeId: z.number().int(),
  employeeName: z.string(),
  /** Booking this slot closes at this instant (bookUntilMinutes before the start). */
  latestBookingDateTime: isoDateTime,
});

/** `day`, not `date`: a calendar day of the studio, which the web client must not turn into an instant. */
export const slotDaySchema = z.object({ day: studioLocalDate, slots: z.array(freeSlotSchema) });

const benefitParams = z.object({ benefitId: numericId });

const slotRangeQuery = z.object({
  startDate: isoDateTime.optional(),
  endDate: isoDateTime.optional(),
  employeeIds: employeeIdList.optional(),
});

const dayRangeQuery = z.object({
  /** First day, in the studio's time zone; default today. */
  startDate: studioLocalDate.optional(),
  /** Last day (inclusive); default a week after startDate. */
  endDate: studioLocalDate.optional(),
  employeeIds: employeeIdList.optional(),
});

const benefitsQuery = z.object({ studioId: studioNumber });

export const singleBenefitWithSlotsSchema = z.object({
  benefit: singleBenefitSchema,
  days: z.array(slotDaySchema),
});

export const singleNextAvailableSchema = z.object({
  /** The first day with a free slot, in the studio's time zone; null when nothing is free within the booking window. */
  day: studioLocalDate.nullable(),
  startDateTime: isoDateTime.nullable(),
});

export const singleAppointmentFilterSchema = z.object({
  benefits: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.string().nullable() })),
  employees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.string()),
});

export const listSingleSlots = defineCall({
  id: 'single.listSlots',
  method: 'GET',
  path: '/nox/v1/bookableitems/single/{benefitId}',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  params: benefitParams,
  query: slotRangeQuery,
  errors: [SingleAppointmentErrors.benefitNotFound, SingleAppointmentErrors.invalidRange],
  answer: z.array(freeSlotSchema),
});

export const listPublicSingleSlots = defineCall({
  id: 'single.listPublicSlots',
  method: 'GET',
  path: '/nox/public/v1/bookableitems/single/{benefitId}',
  auth: 'public',
  params: benefitParams,
  query: slotRangeQuery,
  errors: [SingleAppointmentErrors.benefitNotFound, SingleAppointmentErrors.invalidRange],
  answer: z.array(freeSlotSchema),
});

export const getSingleBenefit = defineCall({
  id: 'single.getBenefit',
  method: 'GET',
  path: '/nox/v1/bookableitems/benefit/{benefitId}',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  params: benefitParams,
  errors: [SingleAppointmentErrors.benefitNotFound],
  answer: singleBenefitSchema,
});

export const getPublicSingleBenefit = defineCall({
  id: 'single.getPublicBenefit',
  method: 'GET',
  path: '/nox/public/v1/bookableitems/benefit/{benefitId}',
  auth: 'public',
  params: benefitParams,
  errors: [SingleAppointmentErrors.benefitNotFound],
  answer: singleBenefitSchema,
});

export const listSingleBenefits = defineCall({
  id: 'single.listBenefits',
  method: 'GET',
  path: '/nox/v1/bookableitems/benefits',
  auth: 'member',
  principal: 'customer',
  tenant: { studio: 'studioId' },
  query: benefitsQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(singleBenefitSchema),
});

export const listPublicSingleBenefits = defineCall({
  id: 'single.listPublicBenefits',
  method: 'GET',
  path: '/nox/public/v1/bookableitems/benefits',
  auth: 'public',
  query: benefitsQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(singleBenefitSchema),
});

export const getSingleBenefitWithSlots = defineCall({
  id: 'single.getBenefitWithSlots',
  method: 'GET',
  path: '/nox/v3/bookable-items/single-appointment-benefit/{benefitId}',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  params: benefitParams,
  query: dayRangeQuery,
  errors: [SingleAppointmentErrors.benefitNotFound, SingleAppointmentErrors.invalidRange],
  answer: singleBenefitWithSlotsSchema,
});

export const getPublicSingleBenefitWithSlots = defineCall({
  id: 'single.getPublicBenefitWithSlots',
  method: 'GET',
  path: '/nox/public/v3/bookable-items/single-appointment-benefit/{benefitId}',
  auth: 'public',
  params: benefitParams,
  query: dayRangeQuery,
  errors: [SingleAppointmentErrors.benefitNotFound, SingleAppointmentErrors.invalidRange],
  answer: singleBenefitWithSlotsSchema,
});

const nextAvailableQuery = z.object({ employeeIds: employeeIdList.optional() });

export const getSingleNextAvailable = defineCall({
  id: 'single.getNextAvailable',
  method: 'GET',
  path: '/nox/v3/bookable-items/single-appointment-benefit/{benefitId}/next-available',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  params: benefitParams,
  query: nextAvailableQuery,
  errors: [SingleAppointmentErrors.benefitNotFound],
  answer: singleNextAvailableSchema,
});

export const getPublicSingleNextAvailable = defineCall({
  id: 'single.getPublicNextAvailable',
  method: 'GET',
  path: '/nox/public/v3/bookable-items/single-appointment-benefit/{benefitId}/next-available',
  auth: 'public',
  params: benefitParams,
  query: nextAvailableQuery,
  errors: [SingleAppointmentErrors.benefitNotFound],
  answer: singleNextAvailableSchema,
});

export const getSingleAppointmentFilter = defineCall({
  id: 'single.getFilter',
  method: 'GET',
  path: '/nox/public/v1/appointmentfilter/single',
  auth: 'public',
  query: benefitsQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: singleAppointmentFilterSchema,
});

export type SingleBenefit = z.infer<typeof singleBenefitSchema>;
export type FreeSlot = z.infer<typeof freeSlotSchema>;
export type SlotDay = z.infer<typeof slotDaySchema>;
export type SingleBenefitWithSlots = z.infer<typeof singleBenefitWithSlotsSchema>;
export type SingleNextAvailable = z.infer<typeof singleNextAvailableSchema>;
export type SingleAppointmentFilter = z.infer<typeof singleAppointmentFilterSchema>;
