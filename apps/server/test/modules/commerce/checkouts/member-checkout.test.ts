import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalOrigin } from '../../../../src/lib/portal-origin.ts';
import { orders } from '../../../../src/modules/commerce/checkouts/schema.ts';
import { payments } from '../../../../src/modules/commerce/payments/schema.ts';
import { completeChallenge } from '../../../../src/modules/psp/hosted-payment.ts';
import { createAppointment } from '../../../helpers/booking-factory.ts';
import {
  authenticateMember,
  bookedAt,
  CARDS,
  courseBody,
  createMemberCheckout,
  createPaidAppointment,
  finalizeMember,
  PRICE_MINOR,
  payAsMember,
  payByCard,
  placeOf,
  postMemberAuthenticate,
  postMemberCheckout,
  RETURN_TO,
  sessionOf,
} from '../../../helpers/checkout-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
let anna: string;
let mia: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  mia = await logIn(t, 'mia.schulz@kraftwerk.example');
});

describe('a member buys a paid class place', () => {
  it('holds the place, pays by card and books it for good, with one order and one payment', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(
      t,
      anna,
      courseBody(appointment.id, { expectedTotal: { amount: 18, currency: 'EUR' } }),
    );
    expect(created).toMatchObject({
      type: 'COURSE_APPOINTMENT',
      status: 'CREATED',
      total: { amount: 18, currency: 'EUR' },
      positions: [{ quantity: 1, total: { amount: 18, currency: 'EUR' } }],
      order: null,
    });
    expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBe(15 * 60_000);
    const held = await placeOf(t.db, created.calendarItemId ?? '');
    expect(held.item.status).toBe('BOOKED');
    expect(held.item.contingentId).toBeNull();
    expect(held.item.confirmUntil?.toISOString()).toBe(created.expiresAt);

    const { checkout, redirectUrl } = await authenticateMember(t, anna, created.id);
    expect(checkout.status).toBe('PENDING');
    const sessionId = await sessionOf(t.db, created.id);
    expect(redirectUrl).toContain(`/psp/pay/${sessionId}`);
    const paid = await payByCard(t.db, sessionId, CARDS.success);
    const successPath = RETURN_TO.success.replace('{checkoutId}', created.id);
    expect(paid.redirectUrl).toBe(`${portalOrigin(t.app.config)}${successPath}`);

    const finalized = await finalizeMember(t, anna, created.id);
    expect(finalized.status).toBe('FINALIZED');
    expect(finalized.order?.calendarItemId).toBe(created.calendarItemId);
    expect((await placeOf(t.db, created.calendarItemId ?? '')).item.confirmUntil).toBeNull();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, created.id));
    expect(payment).toMatchObject({
      amountMinor: PRICE_MINOR,
      currencyCode: 'EUR',
      method: 'CREDIT_CARD',
      instrumentLabel: 'Visa •••• 4242',
      status: 'PAID',
    });
    expect(finalized.order?.paymentId).toBe(payment?.id);
    expect(await finalizeMember(t, anna, created.id)).toEqual(finalized);
  });

  it('goes through 3-D Secure when the card asks for it', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    expect((await payAsMember(t, anna, created.id, CARDS.challenge)).status).toBe('CHALLENGE');
    expect((await finalizeMember(t, anna, created.id)).status).toBe('PENDING');
    await completeChallenge(t.db, await sessionOf(t.db, created.id), true);
    expect((await finalizeMember(t, anna, created.id)).status).toBe('FINALIZED');
  });

  it('fails a declined card with the decline code and gives the place back', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    expect(await bookedAt(t.db, appointment.id)).toBe(1);
    await payAsMember(t, anna, created.id, CARDS.declined);
    const failed = await finalizeMember(t, anna, created.id);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED', order: null });
    expect((await placeOf(t.db, created.calendarItemId ?? '')).item.status).toBe('CANCELED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
    expect(await t.db.select().from(orders).where(eq(orders.checkoutId, created.id))).toEqual([]);
  });

  it('answers the same provider page when the member authenticates again', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    const first = await authenticateMember(t, anna, created.id);
    const second = await authenticateMember(t, anna, created.id);
    expect(second.redirectUrl).toBe(first.redirectUrl);
  });

  it('leaves an unpaid checkout behind when the member starts again, so the new one holds the place', async () => {
    const appointment = await createPaidAppointment(t.db);
    const first = await createMemberCheckout(t, anna, courseBody(appointment.id));
    const second = await createMemberCheckout(t, anna, courseBody(appointment.id));
    const read = await asMember(t, anna, { url: `/v3/checkouts/${first.id}` });
    expect(read.json().status).toBe('CANCELED');
    expect((await placeOf(t.db, second.calendarItemId ?? '')).item.status).toBe('BOOKED');
    expect(await bookedAt(t.db, appointment.id)).toBe(1);
  });

  it('refuses a total the server does not charge, and holds nothing', async () => {
    const appointment = await createPaidAppointment(t.db);
    const response = await postMemberCheckout(
      t,
      anna,
      courseBody(appointment.id, { expectedTotal: { amount: 0.01, currency: 'EUR' } }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('PRICE_CHANGED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });

  it('refuses a class that is not sold online, and a full one', async () => {
    const full = await createPaidAppointment(t.db, { maxParticipants: 3, bookedParticipants: 3 });
    const contingentClass = await createAppointment(t.db);
    const refused = async (appointmentId: number) => {
      const response = await postMemberCheckout(t, anna, courseBody(appointmentId));
      return [response.statusCode, response.json().errorCode];
    };
    expect(await refused(contingentClass.id)).toEqual([409, 'NOT_FOR_SALE']);
    expect(await refused(full.id)).toEqual([409, 'APPOINTMENT_FULL']);
    expect(await bookedAt(t.db, full.id)).toBe(3);
  });

  it('answers another member’s checkout as not found, on every call', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    for (const [method, url] of [
      ['GET', `/v3/checkouts/${created.id}`],
      ['GET', `/v4/checkouts/course-appointment/${created.id}`],
      ['POST', `/v3/checkouts/${created.id}/authenticate`],
      ['POST', `/v3/checkouts/${created.id}/finalize`],
      ['POST', `/v3/checkouts/${created.id}/cancel`],
    ] as const) {
      const body = url.endsWith('/authenticate') ? { payload: {} } : {};
      const response = await asMember(t, mia, { method, url, ...body });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode).toBe('CHECKOUT_NOT_FOUND');
    }
    const ofOtherKind = await asMember(t, anna, { url: `/v3/checkouts/single-appointment/${created.id}` });
    expect(ofOtherKind.statusCode).toBe(404);
    const own = await asMember(t, anna, { url: `/v4/checkouts/course-appointment/${created.id}` });
    expect(own.json()).toEqual(created);
  });

  it('cancels: the provider session ends and the place is given back', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    await authenticateMember(t, anna, created.id);
    const sessionId = await sessionOf(t.db, created.id);
    const response = await asMember(t, anna, { method: 'POST', url: `/v3/checkouts/${created.id}/cancel` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'CANCELED', failureReason: 'CANCELED' });
    expect((await t.app.paymentProvider.paymentOf(sessionId)).status).toBe('CANCELED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });

  it('refuses a payment method the provider does not offer in the studio’s currency', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id, { paymentMethod: undefined }));
    const missing = await postMemberAuthenticate(t, anna, created.id);
    expect([missing.statusCode, missing.json().errorCode]).toEqual([422, 'PAYMENT_METHOD_REQUIRED']);
    const twint = await postMemberAuthenticate(t, anna, created.id, { paymentMethod: 'TWINT' });
    expect([twint.statusCode, twint.json().errorCode]).toEqual([422, 'PAYMENT_METHOD_NOT_AVAILABLE']);
  });

  it('lists the payment types of a studio’s currency', async () => {
    const response = await t.request('/v2/public/paymentinstruments/availabe-payment-types?studioId=1320002001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currency: 'CHF', paymentTypes: t.app.paymentProvider.methodsFor('CHF') });
  });
});
