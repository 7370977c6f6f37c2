import type { ComponentType } from 'react';

type ScreenModule = () => Promise<ComponentType>;

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
  bookingStart: async () => (await import('../../features/booking-flow/index.ts')).BookingStartScreen,
  bookingContact: async () => (await import('../../features/booking-flow/index.ts')).BookingContactScreen,
  bookingSummary: async () => (await import('../../features/booking-flow/index.ts')).BookingSummaryScreen,
  bookingPayment: async () => (await import('../../features/booking-flow/index.ts')).BookingPaymentScreen,
  bookingSuccess: async () => (await import('../../features/booking-flow/index.ts')).BookingSuccessScreen,
  bookingCancel: async () => (await import('../../features/booking-flow/index.ts')).BookingCancelScreen,
  bookingFailure: async () => (await import('../../features/booking-flow/index.ts')).BookingFailureScreen,
  bookingConfirm: async () => (await import('../../features/booking-flow/index.ts')).BookingConfirmScreen,
  offers: async () => (await import('../../features/products/index.ts')).OffersScreen,
  dayTickets: async () => (await import('../../features/products/index.ts')).DayTicketsScreen,
  vouchers: async () => (await import('../../features/products/index.ts')).VouchersScreen,
  productStart: async () => (await import('../../features/products/index.ts')).ProductStartScreen,
  productContact: async () => (await import('../../features/products/index.ts')).ProductContactScreen,
  productPayment: async () => (await import('../../features/products/index.ts')).ProductPaymentScreen,
  productSummary: async () => (await import('../../features/products/index.ts')).ProductSummaryScreen,
  productSuccess: async () => (await import('../../features/products/index.ts')).ProductOutcomeScreen,
  productCancel: async () => (await import('../../features/products/index.ts')).ProductOutcomeScreen,
  productFailure: async () => (await import('../../features/products/index.ts')).ProductOutcomeScreen,
  payLaterSuccess: async () => (await import('../../features/products/index.ts')).PayLaterSuccessScreen,
  payLaterFailure: async () => (await import('../../features/products/index.ts')).PayLaterFailureScreen,
  appointments: async () => (await import('../../features/appointments/index.ts')).AppointmentsScreen,
  appointment: async () => (await import('../../features/appointments/index.ts')).AppointmentScreen,
  appointmentStudioSelect: async () =>
    (await import('../../features/appointments/index.ts')).AppointmentStudioSelectScreen,
  myBookings: async () => (await import('../../features/my-bookings/index.ts')).MyBookingsScreen,
  myPayments: async () => (await import('../../features/my-payments/index.ts')).MyPaymentsScreen,
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
  externalPayment: async () => (await import('../../features/payment-pages/index.ts')).ExternalPaymentScreen,
  paymentMethodConfiguration: async () =>
    (await import('../../features/payment-pages/index.ts')).PaymentMethodConfigurationScreen,
};

export async function loadScreen(screen: string): Promise<ComponentType> {
  const load = SCREENS[screen];
  if (load) return load();
  return (await import('./placeholder-screen.tsx')).PlaceholderScreen;
}
