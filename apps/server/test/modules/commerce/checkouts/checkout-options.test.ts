import type { FreeSlot } from '@motus/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, benefits } from '../../../../src/modules/booking/schema.ts';
import { vouchers } from '../../../../src/modules/catalog/schema.ts';
import { paymentInstruments, payments } from '../../../../src/modules/commerce/payments/schema.ts';
import { decideWallet } from '../../../../src/modules/psp/hosted-payment.ts';
import { createSingleBenefit } from '../../../helpers/booking-factory.ts';
import { createVoucher } from '../../../helpers/catalog-factory.ts';
import {
  authenticateMember,
  bookedAt,
  CARDS,
  courseBody,
  createMemberCheckout,
  createPaidAppointment,
  finalizeMember,
  guestCourseBody,
  payAsMember,
  postMemberAuthenticate,
  postMemberCheckout,
  RETURN_TO,
  sessionOf,
} from '../../../helpers/checkout-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
let anna: string;
let annaUserId: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  annaUserId = (await asMember(t, anna, { url: '/v1/me/info' })).json().id;
});

async function firstSlot(benefitId: number): Promise<FreeSlot> {
  const [slot] = (await t.request(`/nox/public/v1/bookableitems/single/${benefitId}`)).json<FreeSlot[]>();
  if (!slot) throw new Error('no free slot');
  return slot;
}

describe('a paid single appointment', () => {
  it('holds the slot while the member pays and books it once paid', async () => {
    const { benefit } = await createSingleBenefit(t.db, {
      bookingOptionType: 'ONLINE_PAYMENT',
      priceMinor: 6500,
      currencyCode: 'EUR',
    });
    const slot = await firstSlot(benefit.id);
    const response = await asMember(t, anna, {
      method: 'POST',
      url: '/v4/checkouts/single-appointment',
      payload: {
        benefitId: benefit.id,
        employeeId: slot.employeeId,
        startDateTime: slot.startDateTime,
        paymentMethod: 'PAYPAL',
        returnTo: RETURN_TO,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ type: 'SINGLE_APPOINTMENT', total: { amount: 65, currency: 'EUR' } });
    expect((await firstSlot(benefit.id)).startDateTime).not.toBe(slot.startDateTime);
    await authenticateMember(t, anna, created.id);
    await decideWallet(t.db, await sessionOf(t.db, created.id), true);
    const finalized = await finalizeMember(t, anna, created.id);
    expect(finalized.status).toBe('FINALIZED');
    const read = await asMember(t, anna, { url: `/v3/checkouts/single-appointment/${created.id}` });
    expect(read.json().order.calendarItemId).toBe(created.calendarItemId);
  });
});

describe('the demo’s paid drop-in class', () => {
  it.each([
    ['kraftwerk', 1210001001, { amount: 15, currency: 'EUR' }],
    ['alpenfit', 1320002001, { amount: 18, currency: 'CHF' }],
    ['lonestar', 1530003001, { amount: 18, currency: 'USD' }],
  ])('is sold to guests at %s in the studio’s currency', async (tenant, studioId, total) => {
    const [benefit] = await t.db
      .select()
      .from(benefits)
      .where(
        and(
          eq(benefits.studioId, studioId),
          eq(benefits.bookingOptionType, 'ONLINE_PAYMENT'),
          eq(benefits.kind, 'COURSE'),
        ),
      );
    const [tomorrow] = await t.db
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.benefitId, benefit?.id ?? 0), gt(appointments.startAt, new Date(Date.now() + 86_400_000))),
      )
      .orderBy(asc(appointments.startAt))
      .limit(1);
    const response = await t.request({
      method: 'POST',
      url: '/v3/public/checkouts/course-appointment',
      payload: guestCourseBody(tomorrow?.id ?? 0, { expectedTotal: total }),
      headers: { 'x-tenant': tenant },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toEqual(total);
  });
});

describe('a voucher at checkout', () => {
  it('takes its value off the total and is redeemed when the order is made', async () => {
    const appointment = await createPaidAppointment(t.db);
    const voucher = await createVoucher(t.db, 1000);
    const created = await createMemberCheckout(
      t,
      anna,
      courseBody(appointment.id, { voucherCode: voucher.code.toLowerCase() }),
    );
    expect(created).toMatchObject({
      subtotal: { amount: 18 },
      discount: { amount: 10 },
      total: { amount: 8 },
      voucherCode: voucher.code,
    });
    await payAsMember(t, anna, created.id);
    await finalizeMember(t, anna, created.id);
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingMinor).toBe(0);
  });

  it('covering the whole price, finalizes at once without the provider', async () => {
    const appointment = await createPaidAppointment(t.db);
    const voucher = await createVoucher(t.db, 5000);
    const created = await createMemberCheckout(t, anna, courseBody(appointment.id, { voucherCode: voucher.code }));
    expect(created.total.amount).toBe(0);
    const { checkout, redirectUrl } = await authenticateMember(t, anna, created.id);
    expect(redirectUrl).toBeNull();
    expect(checkout.status).toBe('FINALIZED');
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, created.id));
    expect(payment).toMatchObject({ method: 'VOUCHER', amountMinor: 0 });
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after?.remainingMinor).toBe(5000 - 1800);
  });

  it('refuses an unknown code and holds nothing', async () => {
    const appointment = await createPaidAppointment(t.db);
    const response = await postMemberCheckout(t, anna, courseBody(appointment.id, { voucherCode: 'NO-SUCH-CODE' }));
    expect([response.statusCode, response.json().errorCode]).toEqual([404, 'VOUCHER_NOT_FOUND']);
    expect(await bookedAt(t.db, appointment.id)).toBe(0);
  });
});

describe('saved instruments', () => {
  const instrumentsOfAnna = () =>
    t.db.select().from(paymentInstruments).where(eq(paymentInstruments.userId, annaUserId));

  it('saves the card when asked, once, and charges it later without a provider page', async () => {
    const before = new Set((await instrumentsOfAnna()).map((row) => row.id));
    const first = await createMemberCheckout(t, anna, courseBody((await createPaidAppointment(t.db)).id));
    await payAsMember(t, anna, first.id, CARDS.success, { saveInstrument: true });
    await finalizeMember(t, anna, first.id);
    await finalizeMember(t, anna, first.id);
    const added = (await instrumentsOfAnna()).filter((row) => !before.has(row.id));
    expect(added.map((row) => row.label)).toEqual(['Visa •••• 4242']);

    const second = await createMemberCheckout(t, anna, courseBody((await createPaidAppointment(t.db)).id));
    const charged = await authenticateMember(t, anna, second.id, { instrumentId: added[0]?.id, saveInstrument: true });
    expect(charged.redirectUrl).toBeNull();
    expect(charged.checkout.status).toBe('FINALIZED');
    expect(await instrumentsOfAnna()).toHaveLength(before.size + 1);
  });

  it('answers another account’s instrument as not found', async () => {
    const created = await createMemberCheckout(t, anna, courseBody((await createPaidAppointment(t.db)).id));
    const response = await postMemberAuthenticate(t, anna, created.id, { instrumentId: crypto.randomUUID() });
    expect(response.statusCode).toBe(404);
  });
});
