export { BookingConfirmScreen } from './booking-confirm-screen.tsx';
export { BookingContactScreen } from './booking-contact-screen.tsx';
export {
  BookingOutcomeScreen as BookingCancelScreen,
  BookingOutcomeScreen as BookingFailureScreen,
} from './booking-outcome-screen.tsx';
export { BookingPaymentScreen } from './booking-payment-screen.tsx';
export { BookingStartScreen } from './booking-start-screen.tsx';
export { BookingSuccessScreen } from './booking-success-screen.tsx';
export { BookingSummaryScreen } from './booking-summary-screen.tsx';
