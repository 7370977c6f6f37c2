import { beforeAll, describe, expect, it } from 'vitest';
import { portalOrigin } from '../../../../src/lib/portal-origin.ts';
import { checkoutDepsOf } from '../../../../src/modules/commerce/checkouts/checkout-deps.ts';
import { expireCheckouts } from '../../../../src/modules/commerce/checkouts/expiry.ts';
import { releaseExpiredHolds } from '../../../../src/modules/trials/trial-release.ts';
import {
  authenticateMember,
  bookedAt,
  courseBody,
  createGuestCheckout,
  createMemberCheckout,
  createPaidAppointment,
  guestCourseBody,
  payAsMember,
  placeOf,
  postMemberAuthenticate,
  sessionOf,
} from '../../../helpers/checkout-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

const deps = () => checkoutDepsOf(t.db, t.app.paymentProvider, t.app.config);
const afterExpiry = (expiresAt: string) => new Date(new Date(expiresAt).getTime() + 60_000);

async function statusOf(id: string) {
  return (await asMember(t, anna, { url: `/v3/checkouts/${id}` })).json();
}

describe('abandoned checkouts', () => {
  it('expire after 15 minutes and release their place; nothing earlier', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    await expireCheckouts(deps(), new Date(new Date(created.expiresAt).getTime() - 60_000));
    expect((await statusOf(created.id)).status).toBe('CREATED');

    await expireCheckouts(deps(), afterExpiry(created.expiresAt));
    expect(await statusOf(created.id)).toMatchObject({ status: 'EXPIRED', failureReason: 'EXPIRED' });
    expect((await placeOf(t.db, created.calendarItemId ?? '')).item.status).toBe('CANCELED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
    const late = await postMemberAuthenticate(t, anna, created.id);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'CHECKOUT_CLOSED']);
  });

  it('cancel an unfinished provider session when they expire', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    await authenticateMember(t, anna, created.id);
    const sessionId = await sessionOf(t.db, created.id);
    await expireCheckouts(deps(), afterExpiry(created.expiresAt));
    expect((await statusOf(created.id)).status).toBe('EXPIRED');
    expect((await t.app.paymentProvider.paymentOf(sessionId)).status).toBe('CANCELED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });

  it('finalize instead when the provider has the money', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id));
    await payAsMember(t, anna, created.id);
    expect(await expireCheckouts(deps(), afterExpiry(created.expiresAt))).toMatchObject({ finalized: 1 });
    expect((await statusOf(created.id)).status).toBe('FINALIZED');
    expect(await bookedAt(t.db, appointment.id)).toBe(1);
  });

  it('keep a guest’s paid-for place out of the trial release; their own expiry frees it', async () => {
    const appointment = await createPaidAppointment(t.db);
    const created = await createGuestCheckout(t, guestCourseBody(appointment.id));
    const later = afterExpiry(created.expiresAt);
    await releaseExpiredHolds(t.db, portalOrigin(t.app.config), later);
    expect((await placeOf(t.db, created.calendarItemId ?? '')).item.status).toBe('BOOKED');
    await expireCheckouts(deps(), later);
    expect((await placeOf(t.db, created.calendarItemId ?? '')).item.status).toBe('CANCELED');
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });
});
