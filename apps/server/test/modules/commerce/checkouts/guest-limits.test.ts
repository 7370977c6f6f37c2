import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LIMITS } from '../../../../src/lib/guest-limits.ts';
import { checkouts } from '../../../../src/modules/commerce/checkouts/schema.ts';
import {
  bookedAt,
  courseBody,
  createMemberCheckout,
  createPaidAppointment,
  GUEST_HEADERS,
  guestCourseBody,
} from '../../../helpers/checkout-factory.ts';
import { DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { useTestApp } from '../../../helpers/test-app.ts';
import { guestData } from '../../../helpers/trial-factory.ts';
import { limitOf, setUsage } from '../../../helpers/usage-factory.ts';

const t = useTestApp();
let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

function postGuestCheckout(body: object, source: string) {
  return t.request({
    method: 'POST',
    url: '/v3/public/checkouts/course-appointment',
    payload: body,
    headers: GUEST_HEADERS,
    remoteAddress: source,
  });
}

async function checkoutCount(): Promise<number> {
  return (await t.db.select({ id: checkouts.id }).from(checkouts)).length;
}

describe('places guests hold while they pay', () => {
  it('take at most a third of a class: further guests get 429, members still buy', async () => {
    const appointment = await createPaidAppointment(t.db, { maxParticipants: 3 });
    expect((await postGuestCheckout(guestCourseBody(appointment.id), '198.51.100.1')).statusCode).toBe(200);
    const second = await postGuestCheckout(guestCourseBody(appointment.id), '198.51.100.2');
    expect(limitOf(second)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'UNPAID_PLACES_LIMIT' });
    await createMemberCheckout(t, anna, courseBody(appointment.id));
    expect(await bookedAt(t.db, appointment.id)).toBe(2);
  });

  it(`are limited to ${GUEST_LIMITS.holdsPerEmail.limit} an hour per e-mail address; a refusal holds nothing`, async () => {
    const email = 'many.checkouts@guest.example';
    await setUsage(t.db, `guest-hold:email:${email}`, GUEST_LIMITS.holdsPerEmail, GUEST_LIMITS.holdsPerEmail.limit);
    const appointment = await createPaidAppointment(t.db);
    const before = await checkoutCount();
    const refused = await postGuestCheckout(
      guestCourseBody(appointment.id, { contact: guestData({ email: 'Many.Checkouts@guest.example' }) }),
      '198.51.100.3',
    );
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_EMAIL_LIMIT' });
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
    expect(await checkoutCount()).toBe(before);
  });

  it(`are limited to ${GUEST_LIMITS.holdsPerSource.limit} an hour per source address`, async () => {
    const source = '198.51.100.4';
    await setUsage(
      t.db,
      `guest-hold:source:${source}`,
      GUEST_LIMITS.holdsPerSource,
      GUEST_LIMITS.holdsPerSource.limit - 1,
    );
    const appointment = await createPaidAppointment(t.db);
    expect((await postGuestCheckout(guestCourseBody(appointment.id), source)).statusCode).toBe(200);
    const refused = await postGuestCheckout(guestCourseBody(appointment.id), source);
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_SOURCE_LIMIT' });
    expect(await bookedAt(t.db, appointment.id)).toBe(1);
  });
});
