import type { AnyCall } from '../define-call.ts';
import * as accountStatement from './account-statement.ts';
import * as bank from './bank.ts';
import * as bookableCourses from './bookable-courses.ts';
import * as booking from './booking.ts';
import * as bookingOptions from './booking-options.ts';
import * as checkinReservations from './checkin-reservations.ts';
import * as checkouts from './checkouts.ts';
import * as consumptionCredit from './consumption-credit.ts';
import * as content from './content.ts';
import * as contractCancellation from './contract-cancellation.ts';
import * as contractOffers from './contract-offers.ts';
import * as contracts from './contracts.ts';
import * as customerCenter from './customer-center.ts';
import * as customerData from './customer-data.ts';
import * as discovery from './discovery.ts';
import * as events from './events.ts';
import * as guestBooking from './guest-booking.ts';
import * as identity from './identity.ts';
import * as idlePeriods from './idle-periods.ts';
import * as invoices from './invoices.ts';
import * as migration from './migration.ts';
import * as paymentInstruments from './payment-instruments.ts';
import * as paymentRequests from './payment-requests.ts';
import * as payments from './payments.ts';
import * as people from './people.ts';
import * as portalLegal from './portal-legal.ts';
import * as products from './products.ts';
import * as profile from './profile.ts';
import * as reference from './reference.ts';
import * as registration from './registration.ts';
import * as singleAppointments from './single-appointments.ts';
import * as staff from './staff.ts';
import * as studioConfig from './studio-config.ts';
import * as studioConnect from './studio-connect.ts';
import * as studioDetails from './studio-details.ts';
import * as studios from './studios.ts';
import * as tracking from './tracking.ts';
import * as translations from './translations.ts';
import * as trialSlots from './trial-slots.ts';
import * as utilization from './utilization.ts';
import * as whitelabel from './whitelabel.ts';

export * from './account-statement.ts';
export * from './bank.ts';
export * from './bookable-courses.ts';
export * from './booking.ts';
export * from './booking-options.ts';
export * from './checkin-reservations.ts';
export * from './checkouts.ts';
export * from './consumption-credit.ts';
export * from './content.ts';
export * from './contract-cancellation.ts';
export * from './contract-offers.ts';
export * from './contracts.ts';
export * from './customer-center.ts';
export * from './customer-data.ts';
export * from './discovery.ts';
export * from './events.ts';
export * from './guest-booking.ts';
export * from './identity.ts';
export * from './idle-periods.ts';
export * from './invoices.ts';
export * from './migration.ts';
export * from './payment-instruments.ts';
export * from './payment-requests.ts';
export * from './payments.ts';
export * from './people.ts';
export * from './portal-legal.ts';
export * from './products.ts';
export * from './profile.ts';
export * from './reference.ts';
export * from './registration.ts';
export * from './single-appointments.ts';
export * from './staff.ts';
export * from './studio-config.ts';
export * from './studio-connect.ts';
export * from './studio-details.ts';
export * from './studios.ts';
export * from './tracking.ts';
export * from './translations.ts';
export * from './trial-slots.ts';
export * from './utilization.ts';
export * from './whitelabel.ts';

function isCall(value: unknown): value is AnyCall {
  return typeof value === 'object' && value !== null && 'answerKind' in value && 'path' in value;
}

/** A module's calls: its exported calls and the calls of its exported call families (`[{ call }, ...]`). */
function callsOf(module: Record<string, unknown>): AnyCall[] {
  return Object.values(module).flatMap((value) => {
    if (isCall(value)) return [value];
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) =>
      typeof entry === 'object' && entry !== null && 'call' in entry && isCall(entry.call) ? [entry.call] : [],
    );
  });
}

/** Every declared call, for the server's registration check and the conformance test. */
export const allCalls: readonly AnyCall[] = [
  reference,
  studioConfig,
  studios,
  translations,
  whitelabel,
  identity,
  profile,
  registration,
  studioConnect,
  migration,
  customerCenter,
  accountStatement,
  consumptionCredit,
  discovery,
  studioDetails,
  utilization,
  content,
  people,
  tracking,
  portalLegal,
  booking,
  bookableCourses,
  bookingOptions,
  checkinReservations,
  guestBooking,
  events,
  singleAppointments,
  trialSlots,
  checkouts,
  paymentInstruments,
  products,
  payments,
  paymentRequests,
  bank,
  contractOffers,
  contracts,
  contractCancellation,
  customerData,
  idlePeriods,
  invoices,
  staff,
].flatMap(callsOf);
