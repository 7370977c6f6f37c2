import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consumptionCreditMovements } from '../../../src/modules/consumption-credit/schema.ts';
import { customerCenterSettings } from '../../../src/modules/customer-center/schema.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const CREDIT = '/nox/v1/customercenter/consumptioncredit';
const RETURN_TO = {
  success: '/consumptioncredit/{checkoutId}/success',
  cancel: '/consumptioncredit/{checkoutId}/cancel',
  failure: '/consumptioncredit/{checkoutId}/failure',
};

let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

/** Kraftwerk grants every permission but these for the test. */
async function kraftwerkWithout(...names: CustomerCenterPermission[]) {
  await t.db
    .update(customerCenterSettings)
    .set({ permissions: CUSTOMER_CENTER_PERMISSIONS.filter((name) => !names.includes(name)) })
    .where(eq(customerCenterSettings.tenantId, 'kraftwerk'));
}

afterEach(() => kraftwerkWithout());

const balanceOfAnna = async () => (await asMember(t, anna, { url: CREDIT })).json().balance;

function createRecharge(amount: number) {
  return asMember(t, anna, {
    method: 'POST',
    url: '/v3/checkouts/consumption-credit',
    payload: { amount, returnTo: RETURN_TO },
  });
}

describe('the consumption credit', () => {
  it('shows Anna’s balance of 12.50 EUR and her movements, newest first', async () => {
    const response = await asMember(t, anna, { url: CREDIT });
    expect(response.statusCode, response.body).toBe(200);
    const credit = response.json();
    expect(credit.balance).toEqual({ amount: 12.5, currency: 'EUR' });
    expect(credit.movements.map((movement: { text: string; amount: { amount: number } }) => movement.text)).toEqual([
      'Isotonic drink',
      'Protein shake',
      'Recharge at the counter',
    ]);
    expect(credit.movements[0].amount).toEqual({ amount: -3, currency: 'EUR' });
  });

  it('offers the tenant’s recharge variants with their limits', async () => {
    const response = await asMember(t, anna, { url: `${CREDIT}/variants` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      variants: [20, 50, 100].map((amount) => ({ amount, currency: 'EUR' })),
      minimum: { amount: 10, currency: 'EUR' },
      maximum: { amount: 250, currency: 'EUR' },
    });
  });

  it('validates a recharge against the minimum and the maximum', async () => {
    const reasonOf = async (amount: number) =>
      (await asMember(t, anna, { url: `${CREDIT}/validation?amount=${amount}` })).json();
    expect(await reasonOf(50)).toMatchObject({ valid: true, reason: null });
    expect(await reasonOf(10)).toMatchObject({ valid: true, reason: null });
    expect(await reasonOf(9.99)).toMatchObject({ valid: false, reason: 'BELOW_MINIMUM' });
    expect(await reasonOf(250.01)).toMatchObject({ valid: false, reason: 'ABOVE_MAXIMUM' });
    const invalid = await asMember(t, anna, { url: `${CREDIT}/validation?amount=abc` });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a recharge checkout outside the limits', async () => {
    const response = await createRecharge(500);
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('CONSUMPTION_CREDIT_AMOUNT_OUT_OF_RANGE');
  });

  it('credits a finalised recharge checkout once, however often it is finalised', async () => {
    const created = await createRecharge(20);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ type: 'CONSUMPTION_CREDIT', total: { amount: 20, currency: 'EUR' } });
    const instruments = (await asMember(t, anna, { url: '/v2/paymentinstruments' })).json();
    const authenticated = await asMember(t, anna, {
      method: 'POST',
      url: `/v3/checkouts/${created.json().id}/authenticate`,
      payload: { instrumentId: instruments[0].id },
    });
    expect(authenticated.json()).toMatchObject({ checkout: { status: 'FINALIZED' } });
    const again = await asMember(t, anna, { method: 'POST', url: `/v3/checkouts/${created.json().id}/finalize` });
    expect(again.json().status).toBe('FINALIZED');
    expect(await balanceOfAnna()).toEqual({ amount: 32.5, currency: 'EUR' });
    const booked = await t.db
      .select()
      .from(consumptionCreditMovements)
      .where(eq(consumptionCreditMovements.checkoutId, created.json().id));
    expect(booked).toHaveLength(1);
  });

  it('answers 403 FORBIDDEN without the display or the recharge permission', async () => {
    await kraftwerkWithout('CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY', 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE');
    for (const url of [CREDIT, `${CREDIT}/variants`, `${CREDIT}/validation?amount=20`]) {
      const response = await asMember(t, anna, { url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    const recharge = await createRecharge(20);
    expect(recharge.statusCode).toBe(403);
    expect(recharge.json().errorCode).toBe('FORBIDDEN');
  });
});
