export { PayLaterFailureScreen, PayLaterSuccessScreen } from './pay-later-screens.tsx';
export { ProductContactScreen } from './product-contact-screen.tsx';
export { DayTicketsScreen, OffersScreen, VouchersScreen } from './product-list-screen.tsx';
export { ProductOutcomeScreen } from './product-outcome-screens.tsx';
export { ProductPaymentScreen } from './product-payment-screen.tsx';
export { ProductStartScreen } from './product-start-screen.tsx';
export { ProductSummaryScreen } from './product-summary-screen.tsx';
