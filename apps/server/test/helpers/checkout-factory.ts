import type { Checkout, CheckoutAuthentication } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { appointments, benefits, calendarItems } from '../../src/modules/booking/schema.ts';
import { checkouts } from '../../src/modules/commerce/checkouts/schema.ts';
import { submitCard } from '../../src/modules/psp/hosted-payment.ts';
import { deliverDueNotifications } from '../../src/modules/psp/notifications.ts';
import { BERLIN, createAppointment } from './booking-factory.ts';
import { asMember } from './identity.ts';
import type { TestApp } from './test-app.ts';
import { guestData } from './trial-factory.ts';

export const PRICE_MINOR = 1800;

/** The flow's return paths; the server fills in the checkout's id (member) or public token (guest). */
export const RETURN_TO = {
  success: '/studio/kraftwerk/booking/course/1/success/{checkoutId}',
  cancel: '/studio/kraftwerk/booking/course/1/cancel/{checkoutId}',
  failure: '/studio/kraftwerk/booking/course/1/failure/{checkoutId}',
};

/** The published test cards (docs/payments.md). */
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** A paid drop-in class tomorrow at the Berlin demo studio (ONLINE_PAYMENT, 18.00 EUR); options override its limits. */
export async function createPaidAppointment(
  db: Database,
  options: Partial<typeof appointments.$inferInsert> = {},
): Promise<typeof appointments.$inferSelect> {
  const appointment = await createAppointment(db, options);
  await db
    .update(benefits)
    .set({ bookingOptionType: 'ONLINE_PAYMENT', priceMinor: PRICE_MINOR, currencyCode: 'EUR' })
    .where(eq(benefits.id, appointment.benefitId));
  return appointment;
}

export function courseBody(appointmentId: number, extra: Record<string, unknown> = {}) {
  return { appointmentId, returnTo: RETURN_TO, paymentMethod: 'CREDIT_CARD', ...extra };
}

/** A guest's body: the course, the guest's contact data, and what else the test says. */
export function guestCourseBody(appointmentId: number, extra: Record<string, unknown> = {}) {
  return { ...courseBody(appointmentId), contact: guestData(), ...extra };
}

/** Guests buy on a studio page, which names its tenant. */
export const GUEST_HEADERS = { 'x-tenant': BERLIN.tenant };

/** The member's create call as it is answered, refusals included. */
export function postMemberCheckout(t: TestApp, cookie: string, body: object) {
  return asMember(t, cookie, { method: 'POST', url: '/v3/checkouts/course-appointment', payload: body });
}

export async function createMemberCheckout(t: TestApp, cookie: string, body: object): Promise<Checkout> {
  const response = await postMemberCheckout(t, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Checkout>();
}

export async function createGuestCheckout(t: TestApp, body: object): Promise<Checkout> {
  const response = await t.request({
    method: 'POST',
    url: '/v3/public/checkouts/course-appointment',
    payload: body,
    headers: GUEST_HEADERS,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Checkout>();
}

/** The member's authenticate call as it is answered, refusals included. */
export function postMemberAuthenticate(t: TestApp, cookie: string, id: string, body: object = {}) {
  return asMember(t, cookie, { method: 'POST', url: `/v3/checkouts/${id}/authenticate`, payload: body });
}

export async function authenticateMember(t: TestApp, cookie: string, id: string, body: object = {}) {
  const response = await postMemberAuthenticate(t, cookie, id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutAuthentication>();
}

export async function authenticateGuest(t: TestApp, publicToken: string, body: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: `/v3/public/checkouts/${publicToken}/authenticate`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutAuthentication>();
}

export async function finalizeMember(t: TestApp, cookie: string, id: string): Promise<Checkout> {
  const response = await asMember(t, cookie, { method: 'POST', url: `/v3/checkouts/${id}/finalize` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Checkout>();
}

export async function finalizeGuest(t: TestApp, publicToken: string): Promise<Checkout> {
  const response = await t.request({ method: 'POST', url: `/v3/public/checkouts/${publicToken}/finalize` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Checkout>();
}

/** The provider session an authenticated checkout pays in. */
export async function sessionOf(db: Database, checkoutId: string): Promise<string> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (!row?.providerSessionId) throw new Error(`checkout ${checkoutId} has no provider session`);
  return row.providerSessionId;
}

/** The buyer fills in the provider's card page. */
export function payByCard(db: Database, sessionId: string, number: string) {
  return submitCard(db, sessionId, { number, expiry: '12/39', cvc: '123', holder: 'Lea Sommer' });
}

/** A member's checkout handed to the provider and paid on its card page; not yet finalized. */
export async function payAsMember(
  t: TestApp,
  cookie: string,
  checkoutId: string,
  card: string = CARDS.success,
  authenticateBody: object = {},
) {
  await authenticateMember(t, cookie, checkoutId, authenticateBody);
  return payByCard(t.db, await sessionOf(t.db, checkoutId), card);
}

/** A guest's checkout handed to the provider and paid on its card page; not yet finalized. */
export async function payAsGuest(t: TestApp, checkout: Checkout, card: string = CARDS.success) {
  await authenticateGuest(t, checkout.publicToken);
  return payByCard(t.db, await sessionOf(t.db, checkout.id), card);
}

/** The provider posts its due notifications to the app's webhook (as its delivery loop does over HTTP). */
export function deliverNotifications(t: TestApp) {
  return deliverDueNotifications(t.db, async (url, body, headers) => {
    const response = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers });
    return response.statusCode;
  });
}

/** The place a checkout holds, as the booking core sees it, and its appointment's counter. */
export async function placeOf(db: Database, calendarItemId: string) {
  const [item] = await db.select().from(calendarItems).where(eq(calendarItems.id, calendarItemId));
  if (!item) throw new Error(`calendar item ${calendarItemId} not found`);
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, item.appointmentId));
  return { item, booked: appointment?.bookedParticipants };
}

export async function bookedAt(db: Database, appointmentId: number): Promise<number | undefined> {
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return appointment?.bookedParticipants;
}
