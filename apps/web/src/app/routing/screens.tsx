import type { ComponentType } from 'react';
import { CheckoutPartsProvider } from '../../lib/checkout-parts.tsx';
import { withCancellation } from './contract-entry.tsx';

type ScreenModule = () => Promise<ComponentType>;

/**
 * Screens that sell something get the checkout feature's parts here: features do not import each other, app/ composes
 * them. The checkout loads with the first such screen, in its own chunk.
 */
async function withCheckout(Screen: ComponentType): Promise<ComponentType> {
  const { checkoutParts } = await import('../../features/checkout/index.ts');
  return function SellingScreen() {
    return (
      <CheckoutPartsProvider value={checkoutParts}>
        <Screen />
      </CheckoutPartsProvider>
    );
  };
}

/**
 * The screens that exist, each in its feature's chunk. A screen of the route table without an entry here renders
 * the translated placeholder inside the real shell until its feature lands.
 */
export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  home: async () => (await import('../../features/finder/index.ts')).HomeScreen,
  studio: async () => (await import('../../features/studio/index.ts')).StudioScreen,
  devGallery: async () => (await import('../../features/dev-gallery/index.ts')).DevGalleryScreen,
  loginRegister: async () => (await import('../../features/auth/index.ts')).LoginRegisterScreen,
  verifyRegister: async () => (await import('../../features/auth/index.ts')).VerifyRegisterScreen,
  passwordForgot: async () => (await import('../../features/auth/index.ts')).PasswordForgotScreen,
  verifyPassword: async () => (await import('../../features/auth/index.ts')).VerifyPasswordScreen,
  verifyEmail: async () => (await import('../../features/auth/index.ts')).VerifyEmailScreen,
  studioConnect: async () => (await import('../../features/studio-connect/index.ts')).StudioConnectScreen,
  settings: async () => (await import('../../features/account/index.ts')).SettingsScreen,
  profile: async () => (await import('../../features/account/index.ts')).ProfileScreen,
  changePassword: async () => (await import('../../features/account/index.ts')).ChangePasswordScreen,
  emails: async () => (await import('../../features/account/index.ts')).EmailsScreen,
  addEmail: async () => (await import('../../features/account/index.ts')).AddEmailScreen,
  changeEmail: async () => (await import('../../features/account/index.ts')).ChangeEmailScreen,
  deleteEmail: async () => (await import('../../features/account/index.ts')).DeleteEmailScreen,
  verifyAdditionalEmail: async () => (await import('../../features/account/index.ts')).VerifyAdditionalEmailScreen,
  studioList: async () => (await import('../../features/finder/index.ts')).StudioListScreen,
  courses: async () => (await import('../../features/courses/index.ts')).CourseScheduleScreen,
  courseDetail: async () => (await import('../../features/courses/index.ts')).CourseDetailScreen,
  trialSession: async () => (await import('../../features/trial-session/index.ts')).TrialSessionScreen,
  events: async () => (await import('../../features/events/index.ts')).EventsScreen,
  event: async () => (await import('../../features/events/index.ts')).EventDetailScreen,
  checkinReservation: async () => (await import('../../features/checkin-reservation/index.ts')).CheckinSlotsScreen,
  checkinReservationSlot: async () => (await import('../../features/checkin-reservation/index.ts')).CheckinSlotScreen,
  checkinReservationSuccess: async () =>
    (await import('../../features/checkin-reservation/index.ts')).CheckinSuccessScreen,
  myCheckinReservations: async () =>
    (await import('../../features/checkin-reservation/index.ts')).MyCheckinReservationsScreen,
  bookingStart: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingStartScreen),
  bookingContact: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingContactScreen),
  bookingSummary: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingSummaryScreen),
  bookingPayment: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingPaymentScreen),
  bookingSuccess: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingSuccessScreen),
  bookingCancel: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingCancelScreen),
  bookingFailure: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingFailureScreen),
  bookingConfirm: async () => withCheckout((await import('../../features/booking-flow/index.ts')).BookingConfirmScreen),
  offers: async () => withCheckout((await import('../../features/products/index.ts')).OffersScreen),
  dayTickets: async () => withCheckout((await import('../../features/products/index.ts')).DayTicketsScreen),
  vouchers: async () => withCheckout((await import('../../features/products/index.ts')).VouchersScreen),
  productStart: async () => withCheckout((await import('../../features/products/index.ts')).ProductStartScreen),
  productContact: async () => withCheckout((await import('../../features/products/index.ts')).ProductContactScreen),
  productPayment: async () => withCheckout((await import('../../features/products/index.ts')).ProductPaymentScreen),
  productSummary: async () => withCheckout((await import('../../features/products/index.ts')).ProductSummaryScreen),
  productSuccess: async () => withCheckout((await import('../../features/products/index.ts')).ProductOutcomeScreen),
  productCancel: async () => withCheckout((await import('../../features/products/index.ts')).ProductOutcomeScreen),
  productFailure: async () => withCheckout((await import('../../features/products/index.ts')).ProductOutcomeScreen),
  payLaterSuccess: async () => withCheckout((await import('../../features/products/index.ts')).PayLaterSuccessScreen),
  payLaterFailure: async () => withCheckout((await import('../../features/products/index.ts')).PayLaterFailureScreen),
  appointments: async () => (await import('../../features/appointments/index.ts')).AppointmentsScreen,
  appointment: async () => (await import('../../features/appointments/index.ts')).AppointmentScreen,
  appointmentStudioSelect: async () =>
    (await import('../../features/appointments/index.ts')).AppointmentStudioSelectScreen,
  myBookings: async () => (await import('../../features/my-bookings/index.ts')).MyBookingsScreen,
  myPayments: async () => (await import('../../features/my-payments/index.ts')).MyPaymentsScreen,
  contractOffers: () =>
    withCancellation(async () => (await import('../../features/contract-signup/index.ts')).ContractOffersScreen),
  contractSigning: async () => (await import('../../features/contract-signup/index.ts')).ContractSigningScreen,
  news: async () => (await import('../../features/news/index.ts')).NewsScreen,
  studioImprint: async () => (await import('../../features/legal/index.ts')).StudioImprintScreen,
  studioTerms: async () => (await import('../../features/legal/index.ts')).StudioTermsScreen,
  studioPrivacy: async () => (await import('../../features/legal/index.ts')).StudioPrivacyScreen,
  studioRevocation: async () => (await import('../../features/legal/index.ts')).StudioRevocationScreen,
  terms: async () => (await import('../../features/legal/index.ts')).PortalTermsScreen,
  agreement: async () => (await import('../../features/legal/index.ts')).PortalAgreementScreen,
  privacy: async () => (await import('../../features/legal/index.ts')).PortalPrivacyScreen,
  imprint: async () => (await import('../../features/legal/index.ts')).PortalImprintScreen,
  cookies: async () => (await import('../../features/legal/index.ts')).PortalCookiesScreen,
  contracts: async () => (await import('../../features/contracts/index.ts')).ContractsRedirectScreen,
  contractsCurrent: async () => (await import('../../features/contracts/index.ts')).ContractsCurrentScreen,
  contractsPast: async () => (await import('../../features/contracts/index.ts')).ContractsPastScreen,
  additionalModules: async () => (await import('../../features/contracts/index.ts')).AdditionalModulesScreen,
  additionalModulesAvailable: async () =>
    (await import('../../features/contracts/index.ts')).AdditionalModulesAvailableScreen,
  selfService: async () => (await import('../../features/self-service/index.ts')).SelfServiceRedirectScreen,
  selfServiceOverview: async () => (await import('../../features/self-service/index.ts')).SelfServiceOverviewScreen,
  customer: async () => (await import('../../features/customer-data/index.ts')).CustomerRedirectScreen,
  customerPersonal: async () => (await import('../../features/customer-data/index.ts')).CustomerPersonalScreen,
  customerAddress: async () => (await import('../../features/customer-data/index.ts')).CustomerAddressScreen,
  customerContact: async () => (await import('../../features/customer-data/index.ts')).CustomerContactScreen,
  customerPayment: async () => (await import('../../features/customer-data/index.ts')).CustomerPaymentScreen,
  idlePeriods: async () => (await import('../../features/idle-periods/index.ts')).IdlePeriodsScreen,
  invoices: async () => (await import('../../features/invoices/index.ts')).InvoicesScreen,
  account: async () => (await import('../../features/account-statement/index.ts')).AccountStatementScreen,
  accountBalance: async () =>
    withCheckout((await import('../../features/account-statement/index.ts')).AccountBalanceScreen),
  accountSuccess: async () =>
    withCheckout((await import('../../features/account-statement/index.ts')).AccountOutcomeScreen),
  accountCancel: async () =>
    withCheckout((await import('../../features/account-statement/index.ts')).AccountOutcomeScreen),
  accountFailure: async () =>
    withCheckout((await import('../../features/account-statement/index.ts')).AccountOutcomeScreen),
  consumptionCredit: async () =>
    withCheckout((await import('../../features/consumption-credit/index.ts')).ConsumptionCreditScreen),
  consumptionCreditSuccess: async () =>
    withCheckout((await import('../../features/consumption-credit/index.ts')).RechargeOutcomeScreen),
  consumptionCreditFailure: async () =>
    withCheckout((await import('../../features/consumption-credit/index.ts')).RechargeOutcomeScreen),
  consumptionCreditCancel: async () =>
    withCheckout((await import('../../features/consumption-credit/index.ts')).RechargeOutcomeScreen),
  staff: async () => (await import('../../features/staff/index.ts')).StaffScreen,
  externalPayment: async () =>
    withCheckout((await import('../../features/payment-pages/index.ts')).ExternalPaymentScreen),
  paymentMethodConfiguration: async () =>
    withCheckout((await import('../../features/payment-pages/index.ts')).PaymentMethodConfigurationScreen),
};

export async function loadScreen(screen: string): Promise<ComponentType> {
  const load = SCREENS[screen];
  if (load) return load();
  return (await import('./placeholder-screen.tsx')).PlaceholderScreen;
}
