import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../../../src/modules/booking/schema.ts';
import { completeChallenge } from '../../../../src/modules/psp/hosted-payment.ts';
import { signatureHeader } from '../../../../src/modules/psp/notifications.ts';
import {
  authenticateGuest,
  bookedAt,
  CARDS,
  createGuestCheckout,
  createPaidAppointment,
  deliverNotifications,
  finalizeGuest,
  guestCourseBody,
  payAsGuest,
  payByCard,
  placeOf,
  sessionOf,
} from '../../../helpers/checkout-factory.ts';
import { latestMail } from '../../../helpers/identity.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();

/** Posts a notification to the app's webhook as the provider would, signed with the secret if one is given. */
function postNotification(body: string, secret?: string) {
  const signature = secret ? { 'motus-signature': signatureHeader(secret, body, new Date()) } : {};
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment-provider/notifications',
    payload: body,
    headers: { 'content-type': 'application/json', ...signature },
  });
}

describe('a guest buys a paid class place', () => {
  it('holds a place for a new lead, pays by card and confirms the place, with a mail', async () => {
    const appointment = await createPaidAppointment(t.db);
    const body = guestCourseBody(appointment.id);
    const created = await createGuestCheckout(t, body);
    expect(created.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const held = await placeOf(t.db, created.calendarItemId ?? '');
    expect(held.item.leadId).not.toBeNull();
    expect(held.item.confirmUntil?.toISOString()).toBe(created.expiresAt);

    const { redirectUrl } = await authenticateGuest(t, created.publicToken);
    expect(redirectUrl).toContain('/psp/pay/');
    const paid = await payByCard(t.db, await sessionOf(t.db, created.id), CARDS.success);
    expect(paid.redirectUrl).toContain(`/success/${created.publicToken}`);

    const finalized = await finalizeGuest(t, created.publicToken);
    expect(finalized).toMatchObject({ status: 'FINALIZED', order: { calendarItemId: created.calendarItemId } });
    const place = await placeOf(t.db, created.calendarItemId ?? '');
    expect(place.item.confirmUntil).toBeNull();
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.id, place.item.leadId ?? ''));
    expect(lead?.confirmedAt).not.toBeNull();
    expect((await latestMail(t, body.contact.email))?.template).toBe('trial-confirmed');
  });

  it('goes through 3-D Secure, and reads back by its public token', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createGuestCheckout(t, guestCourseBody(appointment.id));
    await payAsGuest(t, created, CARDS.challenge);
    await completeChallenge(t.db, await sessionOf(t.db, created.id), true);
    expect((await finalizeGuest(t, created.publicToken)).status).toBe('FINALIZED');
    const read = await t.request(`/v3/public/checkouts/course-appointment/${created.publicToken}`);
    expect(read.json()).toMatchObject({ id: created.id, status: 'FINALIZED' });
  });

  it('fails a declined card and gives the place back', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createGuestCheckout(t, guestCourseBody(appointment.id));
    await payAsGuest(t, created, CARDS.declined);
    expect(await finalizeGuest(t, created.publicToken)).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED' });
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });

  it('answers a wrong public token, and a member’s checkout id, as not found', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createGuestCheckout(t, guestCourseBody(appointment.id));
    const wrong = `${created.publicToken.slice(0, -2)}xx`;
    for (const url of [
      `/v3/public/checkouts/course-appointment/${wrong}`,
      `/v3/public/checkouts/product-variant/${created.publicToken}`,
    ]) {
      const response = await t.request(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe('CHECKOUT_NOT_FOUND');
    }
    const finalize = await t.request({ method: 'POST', url: `/v3/public/checkouts/${wrong}/finalize` });
    expect(finalize.statusCode).toBe(404);
  });

  it('needs the contact data and the studio page’s tenant', async () => {
    const appointment = await createPaidAppointment(t.db);
    const url = '/v3/public/checkouts/course-appointment';
    const noContact = await t.request({
      method: 'POST',
      url,
      payload: { ...guestCourseBody(appointment.id), contact: undefined },
      headers: { 'x-tenant': 'kraftwerk' },
    });
    expect([noContact.statusCode, noContact.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const noTenant = await t.request({ method: 'POST', url, payload: guestCourseBody(appointment.id) });
    expect([noTenant.statusCode, noTenant.json().errorCode]).toEqual([400, 'TENANT_REQUIRED']);
    const otherTenant = await t.request({
      method: 'POST',
      url,
      payload: guestCourseBody(appointment.id),
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(otherTenant.statusCode).toBe(404);
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });
});

describe('the provider’s notifications', () => {
  it('finalize the order when the buyer never comes back (tab closed after paying)', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createGuestCheckout(t, guestCourseBody(appointment.id));
    await payAsGuest(t, created);
    expect((await deliverNotifications(t)).failed).toBe(0);
    const read = await t.request(`/v3/public/checkouts/course-appointment/${created.publicToken}`);
    expect(read.json()).toMatchObject({ status: 'FINALIZED', order: { calendarItemId: created.calendarItemId } });
    expect((await finalizeGuest(t, created.publicToken)).order?.id).toBe(read.json().order.id);
  });

  it('refuses a notification with a bad signature', async () => {
    const body = JSON.stringify({ event: 'PAYMENT_UPDATED', sessionId: 'ps_forged', reference: 'x' });
    expect((await postNotification(body, 'not-the-webhook-secret')).statusCode).toBe(401);
    expect((await postNotification(body)).statusCode).toBe(401);
  });

  it('acknowledges a signed notification about an unknown session', async () => {
    const body = JSON.stringify({ event: 'PAYMENT_UPDATED', sessionId: 'ps_unknown', reference: 'nothing' });
    expect((await postNotification(body, t.app.config.psp.webhookSecret)).statusCode).toBe(204);
  });
});
