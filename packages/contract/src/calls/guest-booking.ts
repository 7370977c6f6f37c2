import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  BookingErrors,
  ErrorCodes,
  guestPlaceBookingErrors,
  guestSlotBookingErrors,
  placeBookingErrors,
  placeCancellationErrors,
  TrialErrors,
} from '../errors/index.ts';
import { isoDateTime, numericId, studioNumber } from '../schemas.ts';
import { dateOfBirth, emailAddress, personName, phoneNumber, requiredText } from '../validation.ts';
import { bookCourseBody, bookSingleBody, calendarItemSchema, cancellationRuleInfoSchema } from './booking.ts';

/** The customer-data fields a trial can require besides name and e-mail (trial_configurations.required_fields). */
export const leadFields = ['PHONE', 'DATE_OF_BIRTH', 'GENDER', 'ADDRESS'] as const;

export const genders = ['MALE', 'FEMALE', 'DIVERSE'] as const;

/** What a guest tells the studio when booking a trial (spec 001: customerData). */
export const customerDataSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: phoneNumber.optional(),
  dateOfBirth: dateOfBirth.optional(),
  gender: z.enum(genders).optional(),
  address: z
    .object({
      street: requiredText(100),
      houseNumber: requiredText(20),
      zip: requiredText(12),
      city: requiredText(100),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
    })
    .optional(),
  /** The guest's UI locale, for the confirmation mail. */
  locale: z.string().min(2).max(10).optional(),
});

/** Which customer data a trial needs, and how long the guest has to confirm from the mail. */
export const leadConfigSchema = z.object({
  requiredFields: z.array(z.enum(leadFields)),
  confirmWithinMinutes: z.number().int(),
});

/** The answer to a guest's booking: the held place, to be confirmed from the link mailed to `email`. */
export const guestBookingSchema = z.object({
  calendarItemId: z.uuid(),
  email: z.string(),
  confirmUntil: isoDateTime,
  item: calendarItemSchema,
});

const guestCourseBody = bookCourseBody.extend({ customerData: customerDataSchema });
const guestSingleBody = bookSingleBody.extend({ customerData: customerDataSchema });
/** spec 001: "Benefit-trial booking payload: calendarItemWithCustomerDto holding customerData, dates and ticket". */
const benefitTrialCourseBody = z.object({ calendarItemWithCustomerDto: guestCourseBody });
const benefitTrialSingleBody = z.object({ calendarItemWithCustomerDto: guestSingleBody });
/** A trial session is a slot (appointment) of the studio's trial-session benefit. */
const memberTrialSessionBody = bookCourseBody.extend({ customerData: customerDataSchema.optional() });

export const getTrialSessionConfig = defineCall({
  id: 'trial.getTrialSessionConfig',
  method: 'GET',
  path: '/nox/public/v1/trialsession/config',
  auth: 'public',
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound],
  answer: z.object({ studioId: z.number().int(), benefitId: z.number().int().nullable() }),
});

export const getTrialSessionLeadConfig = defineCall({
  id: 'trial.getTrialSessionLeadConfig',
  method: 'GET',
  path: '/nox/public/v1/trialsession/lead/config',
  auth: 'public',
  query: z.object({ studioId: studioNumber }),
  errors: [ErrorCodes.studioNotFound, TrialErrors.trialNotAvailable],
  answer: leadConfigSchema,
});

export const getBenefitTrialLeadConfig = defineCall({
  id: 'trial.getBenefitTrialLeadConfig',
  method: 'GET',
  path: '/nox/public/v1/benefit-trial/lead/config/trial',
  auth: 'public',
  query: z.object({ benefitId: numericId }),
  errors: [TrialErrors.trialNotAvailable],
  answer: leadConfigSchema,
});

/** The customer data a guest gave, read back by the confirmation token (to greet them on the confirm page). */
export const getTrialLeadCustomer = defineCall({
  id: 'trial.getTrialLeadCustomer',
  method: 'GET',
  path: '/nox/public/v1/trialsession/lead/customer/{uuid}',
  auth: 'public',
  params: z.object({ uuid: z.uuid() }),
  errors: [TrialErrors.confirmationNotFound],
  answer: customerDataSchema.pick({ firstName: true, lastName: true, email: true }),
});

export const bookTrialSession = defineCall({
  id: 'trial.bookTrialSession',
  method: 'POST',
  path: '/nox/v1/trialsession/book',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  body: memberTrialSessionBody,
  errors: [...placeBookingErrors, TrialErrors.trialNotAvailable],
  answer: calendarItemSchema,
});

export const bookTrialSessionAsGuest = defineCall({
  id: 'trial.bookTrialSessionAsGuest',
  method: 'POST',
  path: '/nox/public/v1/trialsession/book',
  auth: 'public',
  body: guestCourseBody,
  errors: [...guestPlaceBookingErrors],
  answer: guestBookingSchema,
});

export const bookCourseTrial = defineCall({
  id: 'trial.bookCourseTrial',
  method: 'POST',
  path: '/nox/public/v2/benefit-trial/book-course-appointment',
  auth: 'public',
  body: benefitTrialCourseBody,
  errors: [...guestPlaceBookingErrors],
  answer: guestBookingSchema,
});

export const bookSingleTrial = defineCall({
  id: 'trial.bookSingleTrial',
  method: 'POST',
  path: '/nox/public/v2/benefit-trial/book-single-appointment',
  auth: 'public',
  body: benefitTrialSingleBody,
  errors: [...guestSlotBookingErrors],
  answer: guestBookingSchema,
});

/** Confirms a guest's place from the mailed link (`confirm/:checkoutUuid`); the uuid is the confirmation token. */
export const confirmBenefitTrial = defineCall({
  id: 'trial.confirmBenefitTrial',
  method: 'POST',
  path: '/nox/public/v1/benefit-trial/confirm/{uuid}',
  auth: 'public',
  params: z.object({ uuid: z.uuid() }),
  errors: [TrialErrors.confirmationNotFound, TrialErrors.confirmationExpired, BookingErrors.alreadyCanceled],
  answer: calendarItemSchema,
});

/** A guest books a FREE course appointment with their customer data (confirmed from the mail like a trial). */
export const bookCourseAsGuest = defineCall({
  id: 'trial.bookCourseAsGuest',
  method: 'POST',
  path: '/nox/public/v1/calendar/bookcourse',
  auth: 'public',
  body: guestCourseBody,
  errors: [...guestPlaceBookingErrors],
  answer: guestBookingSchema,
});

const guestItemParams = z.object({ id: z.uuid() });

/** A guest's place, by its unguessable id (the success and confirm pages). */
export const getGuestCalendarItem = defineCall({
  id: 'trial.getGuestCalendarItem',
  method: 'GET',
  path: '/nox/public/v1/calendar/{id}',
  auth: 'public',
  params: guestItemParams,
  errors: [BookingErrors.calendarItemNotFound],
  answer: calendarItemSchema,
});

export const cancelGuestCalendarItem = defineCall({
  id: 'trial.cancelGuestCalendarItem',
  method: 'DELETE',
  path: '/nox/public/v1/calendar/{id}',
  auth: 'public',
  params: guestItemParams,
  errors: [...placeCancellationErrors, TrialErrors.confirmationExpired],
  answer: calendarItemSchema,
});

export const getGuestCancellationRuleInfo = defineCall({
  id: 'trial.getGuestCancellationRuleInfo',
  method: 'GET',
  path: '/nox/public/v1/calendar/{id}/cancelation-rule-info',
  auth: 'public',
  params: guestItemParams,
  errors: [BookingErrors.calendarItemNotFound],
  answer: cancellationRuleInfoSchema,
});

/** The portal client API's trial-session and benefit-trial calls (spec 001 section 7.4): the same bookings. */
export const bookPortalTrialSessionAsGuest = defineCall({
  id: 'trial.bookPortalTrialSessionAsGuest',
  method: 'POST',
  path: '/v1/public/trialsessions',
  auth: 'public',
  body: guestCourseBody,
  errors: [...guestPlaceBookingErrors],
  answer: guestBookingSchema,
});

export const bookPortalTrialSession = defineCall({
  id: 'trial.bookPortalTrialSession',
  method: 'POST',
  path: '/v1/trialsessions',
  auth: 'member',
  principal: 'customer',
  tenant: 'resource',
  body: memberTrialSessionBody,
  errors: [...placeBookingErrors, TrialErrors.trialNotAvailable],
  answer: calendarItemSchema,
});

export const bookPortalCourseTrial = defineCall({
  id: 'trial.bookPortalCourseTrial',
  method: 'POST',
  path: '/v1/public/benefit-trial/book-course-appointment',
  auth: 'public',
  body: benefitTrialCourseBody,
  errors: [...guestPlaceBookingErrors],
  answer: guestBookingSchema,
});

export const bookPortalSingleTrial = defineCall({
  id: 'trial.bookPortalSingleTrial',
  method: 'POST',
  path: '/v1/public/benefit-trial/book-single-appointment',
  auth: 'public',
  body: benefitTrialSingleBody,
  errors: [...guestSlotBookingErrors],
  answer: guestBookingSchema,
});

export type CustomerData = z.infer<typeof customerDataSchema>;
export type LeadConfig = z.infer<typeof leadConfigSchema>;
export type GuestBooking = z.infer<typeof guestBookingSchema>;
export type LeadField = (typeof leadFields)[number];
