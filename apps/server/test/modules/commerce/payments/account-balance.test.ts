import { beforeAll, describe, expect, it } from 'vitest';
import { submitCard } from '../../../../src/modules/psp/hosted-payment.ts';
import { DEMO_PAYMENT_METHOD_TOKEN } from '../../../../src/seed/payment-links.ts';
import { createCustomer } from '../../../helpers/booking-factory.ts';
import { authenticateGuest, finalizeGuest } from '../../../helpers/checkout-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { addAccountEntries, createLink, SUCCESS_CARD, sessionIdOf } from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const RETURN_TO = {
  success: '/account/success/{checkoutId}',
  cancel: '/account/cancel/{checkoutId}',
  failure: '/account/failure/{checkoutId}',
};
const KRAFTWERK = { 'x-tenant': 'kraftwerk' };

interface CheckoutAnswer {
  publicToken: string;
  status: string;
  failureReason: string | null;
  total: { amount: number; currency: string };
  positions: unknown[];
}

let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

function createPublic(payload: Record<string, unknown>, headers: Record<string, string> = KRAFTWERK) {
  return t.request({ method: 'POST', url: '/v3/public/checkouts/account-balance', payload, headers });
}

/** A guest's balance checkout by the link's token, paid with the success card up to the provider's answer. */
async function paidPublicCheckout(token: string): Promise<CheckoutAnswer> {
  const created = await createPublic({ token, returnTo: RETURN_TO });
  expect(created.statusCode, created.body).toBe(200);
  const { publicToken } = created.json() as CheckoutAnswer;
  const { redirectUrl } = await authenticateGuest(t, publicToken, { paymentMethod: 'CREDIT_CARD' });
  await submitCard(t.db, sessionIdOf(redirectUrl), SUCCESS_CARD);
  return created.json();
}

async function openTotal(token: string): Promise<number> {
  return (await t.request(`/v3/public/accountbalance/${token}`)).json().balance.amount;
}

describe('the account-balance checkout', () => {
  it('prices a member’s open entries and, paid with a saved card, settles them at once', async () => {
    const created = await asMember(t, anna, {
      method: 'POST',
      url: '/v3/checkouts/account-balance',
      payload: { returnTo: RETURN_TO },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ type: 'ACCOUNT_BALANCE', total: { amount: 74.3, currency: 'EUR' } });
    expect(created.json().positions).toHaveLength(3);
    const instruments = (await asMember(t, anna, { url: '/v2/paymentinstruments' })).json();
    const authenticated = await asMember(t, anna, {
      method: 'POST',
      url: `/v3/checkouts/${created.json().id}/authenticate`,
      payload: { instrumentId: instruments[0].id },
    });
    expect(authenticated.statusCode, authenticated.body).toBe(200);
    expect(authenticated.json()).toMatchObject({ redirectUrl: null, checkout: { status: 'FINALIZED' } });
    expect(await openTotal(DEMO_PAYMENT_METHOD_TOKEN)).toBe(0);

    const nothingLeft = await asMember(t, anna, {
      method: 'POST',
      url: '/v3/checkouts/account-balance',
      payload: { returnTo: RETURN_TO },
    });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().errorCode).toBe('NO_OPEN_BALANCE');
  });

  it('lets a guest pay the account of the link’s customer', async () => {
    const customerId = await createCustomer(t.db);
    await addAccountEntries(t.db, customerId, [1200, 800]);
    const token = await createLink(t.db, customerId);
    const checkout = await paidPublicCheckout(token);
    expect(checkout.total).toEqual({ amount: 20, currency: 'EUR' });
    expect((await finalizeGuest(t, checkout.publicToken)).status).toBe('FINALIZED');
    expect(await openTotal(token)).toBe(0);
  });

  it('pays each entry once: of two checkouts paid for the same entries, the second fails', async () => {
    const customerId = await createCustomer(t.db);
    await addAccountEntries(t.db, customerId, [5000]);
    const token = await createLink(t.db, customerId);
    const first = await paidPublicCheckout(token);
    const second = await paidPublicCheckout(token);
    expect((await finalizeGuest(t, first.publicToken)).status).toBe('FINALIZED');
    expect(await finalizeGuest(t, second.publicToken)).toMatchObject({
      status: 'FAILED',
      failureReason: 'ACCOUNT_BALANCE_CHANGED',
    });
  });

  it('needs the link’s token from a guest, in the link’s tenant', async () => {
    const missing = await createPublic({ returnTo: RETURN_TO });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('ACCOUNT_BALANCE_TOKEN_REQUIRED');
    const customerId = await createCustomer(t.db);
    await addAccountEntries(t.db, customerId, [1000]);
    const token = await createLink(t.db, customerId);
    const elsewhere = await createPublic({ token, returnTo: RETURN_TO }, { 'x-tenant': 'alpenfit' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorCode).toBe('PAYMENT_METHOD_LINK_NOT_FOUND');
  });
});
