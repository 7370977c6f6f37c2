import { beforeAll, describe, expect, it } from 'vitest';
import { createVoucher } from '../../helpers/catalog-factory.ts';
import {
  courseBody,
  createPaidAppointment,
  GUEST_HEADERS,
  guestCourseBody,
  postMemberCheckout,
} from '../../helpers/checkout-factory.ts';
import { DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let appointmentId: number;

beforeAll(async () => {
  appointmentId = (await createPaidAppointment(t.db)).id;
});

function guestCheckout(voucherCode: string, ip: string) {
  return t.request({
    method: 'POST',
    url: '/v3/public/checkouts/course-appointment',
    remoteAddress: ip,
    payload: guestCourseBody(appointmentId, { voucherCode }),
    headers: GUEST_HEADERS,
  });
}

describe('guessing voucher codes at checkout', () => {
  it('stops a member after ten wrong codes in a quarter of an hour; a right code gives its try back', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const voucher = await createVoucher(t.db, 500);
    const checkout = (voucherCode: string) => postMemberCheckout(t, cookie, courseBody(appointmentId, { voucherCode }));
    for (let guess = 1; guess <= 9; guess += 1) {
      expect((await checkout(`WRONG-${guess}`)).statusCode, `guess ${guess}`).toBe(404);
    }
    expect((await checkout(voucher.code)).statusCode).not.toBe(429);
    expect((await checkout('WRONG-10')).statusCode).toBe(404);
    const refused = await checkout(voucher.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });

  it('stops a guest address after twenty wrong codes; other addresses go on', async () => {
    for (let guess = 1; guess <= 20; guess += 1) {
      expect((await guestCheckout(`WRONG-${guess}`, '198.51.100.77')).statusCode, `guess ${guess}`).toBe(404);
    }
    expect((await guestCheckout('WRONG-21', '198.51.100.77')).statusCode).toBe(429);
    expect((await guestCheckout('WRONG-21', '198.51.100.78')).statusCode).toBe(404);
  });
});
