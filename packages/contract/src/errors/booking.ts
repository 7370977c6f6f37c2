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
