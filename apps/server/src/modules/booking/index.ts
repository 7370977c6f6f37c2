export {
  type AppointmentItemSource,
  appointmentInLocale,
  appointmentItemFields,
  bookableAppointmentFields,
} from './bookable-appointment.ts';
export { type BookingHolder, bookAppointment, cancelPlace } from './booking-service.ts';
export {
  bookCourseAppointment,
  calendarItem,
  type MemberRequest,
  mailPlace,
  mailPromoted,
  placeAskedFor,
} from './calendar-service.ts';
export { courseAppointmentItem, singleAppointmentItem } from './checkout-items.ts';
export { type EntranceRestriction, entranceRestrictionAt } from './entrance-restrictions.ts';
export { bookableRange, type FreeSlot, freeSlots, type SlotRules } from './free-slots.ts';
export { cancelGuestPlace, confirmGuestPlace, guestCancellationRuleInfo } from './guest-calendar-service.ts';
export { mailConfirmRequest } from './guest-mails.ts';
export { guestItem, leadRowOf } from './guest-places.ts';
export { findLeadByToken, insertLead } from './guest-repo.ts';
export { personalDataOfBookings } from './personal-data.ts';
export { priceOrOfferOf } from './price-or-offer.ts';
export {
  type ContingentGrant,
  grantPurchasedContingent,
  removeUnusedContingent,
  setContingentValidUntil,
} from './purchased-contingents.ts';
export {
  type CalendarEntry,
  findAppointmentWithBenefit,
  findBenefit,
  listUsableContingents,
  lockAppointment,
  selectCalendarEntries,
  waitingRankOfItem,
} from './repo.ts';
export * from './schema.ts';
export { listBusyIntervals, listWindows, SINGLE_APPOINTMENT } from './single-slot-repo.ts';
export {
  bookSingleSlot,
  nameOf,
  requireSingleBenefit,
  rulesOf,
  type SingleSlotRequest,
} from './single-slot-service.ts';
