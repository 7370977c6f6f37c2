import type { PermissionCheck } from '../../lib/permissions.ts';

/** Where a route lives: studio routes are served under the studio prefix /studio/{studioUuid}/ (spec 000 section 2). */
export type RouteScope = 'studio' | 'global';

export interface ScreenRoute {
  /** Path without the leading slash (and, for studio routes, without the studio prefix). */
  path: string;
  /** The screen; its title is the translation key `routes.{screen}`. */
  screen: string;
  scope: RouteScope;
  permission?: PermissionCheck;
  feature?: string;
  /** Query parameters the screen cannot work without; a missing one sends the user home. */
  requiredQuery?: readonly string[];
  /** Shown only where the server turned the development gallery on (DEV_UI, see lib/dev-ui.ts). */
  devOnly?: boolean;
  /** Motus's own route beyond spec/routes.tsv (the staff area of issue 16). */
  beyondSpec?: boolean;
  /** The screen sets its page title itself (from a studio, course, event or tenant name). */
  ownTitle?: boolean;
}

const LOGGED_IN = 'LOGGED_IN';

/** Self-service: logged in, connected to the tenant, and the customer centre switched on for the customer. */
function selfService(...subPermissions: string[]): PermissionCheck {
  return {
    allOf: [LOGGED_IN, 'HAS_TENANT_CONNECT'],
    atLeastOneOf: subPermissions.length > 0 ? subPermissions : ['SELF_SERVICE', 'CUSTOMER_CENTER'],
  };
}

const cc = (name: string) => `CUSTOMER_CENTER_${name}`;

function studio(path: string, screen: string, extra: Partial<ScreenRoute> = {}): ScreenRoute {
  return { path, screen, scope: 'studio', ...extra };
}

function global(path: string, screen: string, extra: Partial<ScreenRoute> = {}): ScreenRoute {
  return { path, screen, scope: 'global', ...extra };
}

type BookingKind = 'appointment' | 'trial-session' | 'course' | 'event';

const BOOKING_PERMISSION: Record<BookingKind, string> = {
  appointment: 'BENEFITS',
  'trial-session': 'TRIAL_SESSION',
  course: 'COURSES',
  event: 'STUDIO_EVENTS',
};

/** The shared shape of the four booking flows (spec 000 section 2.2); events have no confirm step. */
function bookingFlow(kind: BookingKind): ScreenRoute[] {
  const base = `booking/${kind}/:id`;
  const extra: Partial<ScreenRoute> = {
    permission: BOOKING_PERMISSION[kind],
    ...(kind === 'trial-session' ? { feature: 'TRIAL_SESSION' } : {}),
  };
  return [
    studio(base, 'bookingStart', extra),
    studio(`${base}/offer/:offerId/contact`, 'bookingContact', extra),
    studio(`${base}/offer/:offerId/payment`, 'bookingPayment', extra),
    studio(`${base}/offer/:offerId/summary/:checkoutId`, 'bookingSummary', extra),
    studio(`${base}/option/:optionId/summary`, 'bookingSummary', extra),
    studio(`${base}/success/:checkoutId`, 'bookingSuccess', extra),
    studio(`${base}/cancel/:checkoutId`, 'bookingCancel', extra),
    studio(`${base}/failure/:checkoutId`, 'bookingFailure', extra),
    ...(kind === 'event' ? [] : [studio(`${base}/confirm/:checkoutUuid`, 'bookingConfirm', extra)]),
  ];
}

type ProductKind = 'offer' | 'day-ticket' | 'voucher';

const PRODUCT_PERMISSION: Record<ProductKind, string> = {
  offer: 'BENEFIT_OFFERS',
  'day-ticket': 'DAY_TICKETS',
  voucher: 'VOUCHERS',
};

function productFlow(kind: ProductKind): ScreenRoute[] {
  const base = `booking/${kind}/:offerId`;
  const extra = { permission: PRODUCT_PERMISSION[kind] };
  return [
    studio(base, 'productStart', extra),
    studio(`${base}/summary/:checkoutId`, 'productSummary', extra),
    studio(`${base}/contact`, 'productContact', extra),
    studio(`${base}/payment`, 'productPayment', extra),
    studio(`${base}/cancel/:checkoutId`, 'productCancel', extra),
    studio(`${base}/failure/:checkoutId`, 'productFailure', extra),
    studio(`${base}/success/:checkoutId`, 'productSuccess', extra),
  ];
}

/** Every screen of spec/routes.tsv, once. The studio page itself is the index of the studio prefix. */
export const ROUTE_TABLE: readonly ScreenRoute[] = [
  global('studios/:tenant', 'studioList', { ownTitle: true }),
  global('studios', 'studioList', { ownTitle: true }),
  studio('news', 'news', { permission: 'NEWS' }),
  studio('studio-imprint', 'studioImprint'),
  studio('studio-terms-and-conditions', 'studioTerms'),
  studio('studio-privacy', 'studioPrivacy'),
  studio('studio-revocation', 'studioRevocation'),
  global('login-register', 'loginRegister'),
  global('login-register/:registerUuid', 'loginRegister'),
  studio('course', 'courses', { permission: 'COURSES' }),
  studio('course/:id', 'courseDetail', { permission: 'COURSES', ownTitle: true }),
  studio('appointments', 'appointments', { permission: 'BENEFITS' }),
  studio('appointment/:id', 'appointment', { permission: 'BENEFITS' }),
  studio('appointment/studioselect/:id', 'appointmentStudioSelect', { permission: 'BENEFITS' }),
  studio('appointment/:id/:filter', 'appointment', { permission: 'BENEFITS' }),
  studio('events', 'events', { permission: 'STUDIO_EVENTS' }),
  studio('events/:id', 'event', { permission: 'STUDIO_EVENTS', ownTitle: true }),
  studio('checkin-reservation', 'checkinReservation', { permission: 'CHECKIN_RESERVATION' }),
  studio('checkin-reservation/:slot', 'checkinReservationSlot', { permission: 'CHECKIN_RESERVATION' }),
  studio('checkin-reservation/:slot/success', 'checkinReservationSuccess', { permission: 'CHECKIN_RESERVATION' }),
  studio('trial-session', 'trialSession', { permission: 'TRIAL_SESSION', feature: 'TRIAL_SESSION' }),
  studio('trial-session/:step', 'trialSession', { permission: 'TRIAL_SESSION', feature: 'TRIAL_SESSION' }),
  studio('contract', 'contractOffers', { permission: 'CONTRACT' }),
  studio('contract/:termId/:step', 'contractSigning', { permission: 'CONTRACT' }),
  studio('offers', 'offers', { permission: 'BENEFIT_OFFERS' }),
  studio('day-tickets', 'dayTickets', { permission: 'DAY_TICKETS' }),
  studio('vouchers', 'vouchers', { permission: 'VOUCHERS' }),
  global('maintenance', 'maintenance'),
  ...bookingFlow('appointment'),
  ...bookingFlow('trial-session'),
  ...bookingFlow('course'),
  ...bookingFlow('event'),
  ...productFlow('offer'),
  ...productFlow('day-ticket'),
  ...productFlow('voucher'),
  studio('booking/day-ticket/:offerId/paylater/success/:leadId', 'payLaterSuccess', { permission: 'DAY_TICKETS' }),
  studio('booking/day-ticket/:offerId/paylater/failure', 'payLaterFailure', { permission: 'DAY_TICKETS' }),
  global('selfservice', 'selfService', { permission: selfService() }),
  global('selfservice/overview', 'selfServiceOverview', { permission: selfService() }),
  global('customer', 'customer', { permission: selfService() }),
  global('customer/personal', 'customerPersonal', { permission: selfService(cc('PERSONAL_ACTIVE_READ')) }),
  global('customer/address', 'customerAddress', { permission: selfService(cc('ADDRESS_ACTIVE_READ')) }),
  global('customer/contact', 'customerContact', { permission: selfService(cc('CONTACT_ACTIVE_READ')) }),
  global('customer/payment', 'customerPayment', { permission: selfService(cc('PAYMENT_ACTIVE_READ')) }),
  global('staff', 'staff', { permission: LOGGED_IN, beyondSpec: true }),
  global('idleperiods', 'idlePeriods', {
    permission: selfService(
      cc('IDLE_PERIOD_ACTIVE_READ'),
      cc('IDLE_PERIOD_ACTIVE_WITHOUT_VERIFICATION'),
      cc('IDLE_PERIOD_ACTIVE_WITH_VERIFICATION'),
    ),
  }),
  global('referral-program', 'referralProgram', { permission: selfService(cc('REFERRAL_ACTIVE')) }),
  global('account', 'account', {
    permission: selfService(cc('ACCOUNT_DETAILED_VIEW'), cc('ACCOUNT_SUMMARIZED_VIEW')),
  }),
  global('account/balance', 'accountBalance', { permission: selfService(cc('ACCOUNT_BALANCE_ALLOWED')) }),
  global('account/success', 'accountSuccess', { permission: selfService(cc('ACCOUNT_BALANCE_ALLOWED')) }),
  global('account/success/:checkoutId', 'accountSuccess', { permission: selfService(cc('ACCOUNT_BALANCE_ALLOWED')) }),
  global('account/cancel/:checkoutId', 'accountCancel', { permission: selfService(cc('ACCOUNT_BALANCE_ALLOWED')) }),
  global('account/failure/:checkoutId', 'accountFailure', { permission: selfService(cc('ACCOUNT_BALANCE_ALLOWED')) }),
  global('contract', 'contracts', {
    permission: selfService(cc('CONTRACT_SHOW_ACTIVE_CONTRACTS'), cc('CONTRACT_SHOW_INACTIVE_CONTRACTS')),
  }),
  global('contract/current', 'contractsCurrent', { permission: selfService(cc('CONTRACT_SHOW_ACTIVE_CONTRACTS')) }),
  global('contract/past', 'contractsPast', { permission: selfService(cc('CONTRACT_SHOW_INACTIVE_CONTRACTS')) }),
  global('check-in-history', 'checkinHistory', { permission: selfService(cc('CHECKIN_HISTORY_ACTIVE')) }),
  global('additionalmodules', 'additionalModules', { permission: selfService() }),
  global('additionalmodules/available', 'additionalModulesAvailable', { permission: selfService() }),
  global('invoices', 'invoices', { permission: selfService(cc('INVOICE_ACTIVE')) }),
  global('check-in', 'checkin', { permission: selfService() }),
  global('trugge/device/:deviceId', 'beverageActivation', { permission: selfService() }),
  global('compensation', 'compensation', {
    permission: { allOf: [LOGGED_IN, 'HAS_TENANT_CONNECT', 'SELF_SERVICE_COMPENSATION'] },
    feature: 'COMPENSATION',
  }),
  global('consumptioncredit', 'consumptionCredit', { permission: selfService(cc('CONSUMPTION_CREDIT_DISPLAY')) }),
  ...['success', 'failure', 'cancel'].map((outcome) =>
    global(
      `consumptioncredit/:checkoutId/${outcome}`,
      `consumptionCredit${outcome[0]?.toUpperCase()}${outcome.slice(1)}`,
      {
        permission: selfService(cc('CONSUMPTION_CREDIT_RECHARGE')),
      },
    ),
  ),
  global('loyaltyprogram', 'loyaltyProgram', {
    permission: selfService(cc('LOYALTY_PROGRAM')),
    feature: 'LOYALTY_PROGRAM',
  }),
  global('loyaltyprogram/premiums', 'loyaltyPremiums', {
    permission: selfService(cc('LOYALTY_PROGRAM')),
    feature: 'LOYALTY_PROGRAM',
  }),
  global('loyaltyprogram/points', 'loyaltyPoints', {
    permission: selfService(cc('LOYALTY_PROGRAM')),
    feature: 'LOYALTY_PROGRAM',
  }),
  global('loyaltyprogram/activities', 'loyaltyActivities', {
    permission: selfService(cc('LOYALTY_PROGRAM')),
    feature: 'LOYALTY_PROGRAM',
  }),
  global('vaccination', 'vaccination', { permission: selfService(), feature: 'VACCINATION_CERTIFICATE' }),
  global('me/checkin-reservations', 'myCheckinReservations', { permission: LOGGED_IN }),
  global('me/bookings', 'myBookings', { permission: LOGGED_IN }),
  global('me/settings', 'settings', { permission: LOGGED_IN }),
  global('me/settings/profile', 'profile', { permission: LOGGED_IN }),
  global('me/payments', 'myPayments', { permission: { allOf: [LOGGED_IN, 'HAS_CONNECT'] } }),
  global('me/settings/change-password', 'changePassword', { permission: LOGGED_IN }),
  global('add-email', 'addEmail', { permission: LOGGED_IN }),
  global('change-email', 'changeEmail', { permission: LOGGED_IN }),
  global('delete-email', 'deleteEmail', { permission: LOGGED_IN }),
  global('emails', 'emails', { permission: LOGGED_IN }),
  global('me/corporate', 'corporate', { permission: LOGGED_IN, feature: 'SPONSORING' }),
  global('password-forgot', 'passwordForgot'),
  global('verify-register', 'verifyRegister', { requiredQuery: ['email', 'code'] }),
  global('studio-connect', 'studioConnect', { permission: LOGGED_IN }),
  global('verify-email', 'verifyEmail', { requiredQuery: ['email', 'code'] }),
  global('verify-additional-email', 'verifyAdditionalEmail', { permission: LOGGED_IN }),
  global('verify-password', 'verifyPassword', { requiredQuery: ['code'] }),
  global('agb', 'terms'),
  global('artikel-26', 'agreement'),
  global('privacy', 'privacy'),
  global('imprint', 'imprint'),
  global('cookies', 'cookies'),
  global('corporate/confirmed', 'corporateConfirmed', { feature: 'SPONSORING' }),
  global('corporate/connect', 'corporateConnect', { feature: 'SPONSORING' }),
  global('payment', 'externalPayment'),
  global('payment-method-configuration', 'paymentMethodConfiguration'),
  global('self-service', 'selfServiceLink'),
  global('self-service/success', 'selfServiceLinkSuccess'),
  global('streaming', 'streaming'),
  global('event', 'externalEvent'),
  global('fitness-apps/:vendor/:method', 'fitnessApps'),
  global('dev/ui', 'devGallery', { devOnly: true }),
];

/** Every screen id of the table, plus the ones outside it; each has a title key `routes.{screen}`. */
export const SCREEN_IDS = [...new Set(['home', 'studio', 'notFound', ...ROUTE_TABLE.map((route) => route.screen)])];
