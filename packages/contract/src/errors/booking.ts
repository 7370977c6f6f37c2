import { ErrorCodes } from './common.ts';

/** The error codes of booking places: course, event, single-appointment and trial bookings and their cancellation. */
export const BookingErrors = {
  appointmentNotFound: 'APPOINTMENT_NOT_FOUND',
  appointmentCanceled: 'APPOINTMENT_CANCELED',
  appointmentMoved: 'APPOINTMENT_MOVED',
  bookingNotYetOpen: 'BOOKING_NOT_YET_OPEN',
  bookingClosed: 'BOOKING_CLOSED',
  bookingBlocked: 'BOOKING_BLOCKED',
  alreadyBooked: 'ALREADY_BOOKED',
  noContingent: 'NO_CONTINGENT',
  paymentRequired: 'PAYMENT_REQUIRED',
  appointmentFull: 'APPOINTMENT_FULL',
  calendarItemNotFound: 'CALENDAR_ITEM_NOT_FOUND',
  alreadyCanceled: 'ALREADY_CANCELED',
  cancellationDeadlinePassed: 'CANCELLATION_DEADLINE_PASSED',
} as const;

export const EventErrors = { benefitNotFound: 'BENEFIT_NOT_FOUND' } as const;

/** Why a place cannot be sold or refunded through a checkout. */
export const CheckoutItemErrors = {
  notForSale: 'NOT_FOR_SALE',
  notRefundable: 'NOT_REFUNDABLE',
  placeGone: 'PLACE_GONE',
} as const;

export const CourseErrors = {
  courseNotFound: 'COURSE_NOT_FOUND',
  appointmentNotFound: 'APPOINTMENT_NOT_FOUND',
  noAvailableAppointment: 'NO_AVAILABLE_APPOINTMENT',
} as const;

export const SingleAppointmentErrors = {
  benefitNotFound: 'BENEFIT_NOT_FOUND',
  employeeNotFound: 'EMPLOYEE_NOT_FOUND',
  slotNotAvailable: 'SLOT_NOT_AVAILABLE',
  slotTaken: 'SLOT_TAKEN',
  invalidRange: 'INVALID_DATE_RANGE',
} as const;

export const TrialErrors = {
  trialNotAvailable: 'TRIAL_NOT_AVAILABLE',
  guestBookingNotFree: 'GUEST_BOOKING_NOT_FREE',
  trialAlreadyBooked: 'TRIAL_ALREADY_BOOKED',
  benefitNotFound: 'BENEFIT_NOT_FOUND',
  confirmationNotFound: 'CONFIRMATION_NOT_FOUND',
  confirmationExpired: 'CONFIRMATION_EXPIRED',
} as const;

/** What booking a place at an appointment (a course, event or trial place, booked or bought) can be refused with. */
export const placeBookingErrors = [
  BookingErrors.appointmentNotFound,
  BookingErrors.appointmentCanceled,
  BookingErrors.appointmentMoved,
  BookingErrors.bookingNotYetOpen,
  BookingErrors.bookingClosed,
  BookingErrors.bookingBlocked,
  BookingErrors.alreadyBooked,
  BookingErrors.noContingent,
  BookingErrors.paymentRequired,
  BookingErrors.appointmentFull,
] as const;

/** What booking a slot of a single-appointment benefit can be refused with. */
export const slotBookingErrors = [
  SingleAppointmentErrors.benefitNotFound,
  SingleAppointmentErrors.employeeNotFound,
  SingleAppointmentErrors.slotNotAvailable,
  SingleAppointmentErrors.slotTaken,
  BookingErrors.bookingBlocked,
  BookingErrors.alreadyBooked,
  BookingErrors.noContingent,
  BookingErrors.paymentRequired,
  BookingErrors.appointmentFull,
] as const;

/** What cancelling a place can be refused with. */
export const placeCancellationErrors = [
  BookingErrors.calendarItemNotFound,
  BookingErrors.alreadyCanceled,
  BookingErrors.cancellationDeadlinePassed,
] as const;

/** What a guest's place (a trial, a free course place) can be refused with besides the place's own rules. */
const guestHoldErrors = [
  ErrorCodes.tooManyRequests,
  TrialErrors.trialNotAvailable,
  TrialErrors.guestBookingNotFree,
  TrialErrors.trialAlreadyBooked,
] as const;

export const guestPlaceBookingErrors = [...placeBookingErrors, ...guestHoldErrors] as const;

export const guestSlotBookingErrors = [...slotBookingErrors, ...guestHoldErrors] as const;
