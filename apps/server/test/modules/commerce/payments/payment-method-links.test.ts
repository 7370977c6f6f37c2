import { beforeAll, describe, expect, it } from 'vitest';
import { acceptMandate, decideWallet, submitCard } from '../../../../src/modules/psp/hosted-payment.ts';
import { DEMO_PAYMENT_METHOD_TOKEN } from '../../../../src/seed/payment-links.ts';
import { createCustomer } from '../../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import {
  addAccountEntries,
  createLink,
  DECLINED_CARD,
  SUCCESS_CARD,
  sessionIdOf,
} from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const CHECKOUT = '/v3/public/payment-methods/checkout';

let customerId: string;

beforeAll(async () => {
  customerId = await createCustomer(t.db);
});

function choose(token: string, method: string) {
  return t.request({ method: 'POST', url: CHECKOUT, payload: { token, method } });
}

async function authenticate(token: string): Promise<string> {
  const response = await t.request({ method: 'POST', url: `${CHECKOUT}/${token}/authenticate` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().checkout).toMatchObject({ type: 'PAYMENT_METHOD', status: 'PENDING', total: { amount: 0 } });
  return sessionIdOf(response.json().redirectUrl);
}

async function finalize(token: string) {
  const response = await t.request({ method: 'POST', url: `${CHECKOUT}/${token}/finalize` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the payment-method link', () => {
  it('greets the customer by name only', async () => {
    const response = await t.request(`/nox/public/v1/payment-method/${DEMO_PAYMENT_METHOD_TOKEN}/customer`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ firstName: 'Anna', lastName: 'Berger' });
  });

  it('shows what the link allows before anything is configured', async () => {
    const response = await t.request(`${CHECKOUT}/${DEMO_PAYMENT_METHOD_TOKEN}/configuration`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      studio: { id: 1210001001 },
      selectedMethod: null,
      checkoutStatus: null,
      configured: null,
    });
    expect(response.json().allowedMethods).toEqual(
      expect.arrayContaining(['CREDIT_CARD', 'SEPA_DIRECT_DEBIT', 'PAYPAL']),
    );
  });

  it('configures a card through the provider once: finalize is idempotent, the link is then used', async () => {
    const token = await createLink(t.db, customerId);
    const created = await choose(token, 'PAYPAL');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ type: 'PAYMENT_METHOD', status: 'CREATED', paymentMethod: 'PAYPAL' });
    const changed = await t.request({ method: 'PUT', url: `${CHECKOUT}/${token}`, payload: { method: 'CREDIT_CARD' } });
    expect(changed.json()).toMatchObject({ id: created.json().id, paymentMethod: 'CREDIT_CARD' });
    const selected = await t.request(`${CHECKOUT}/${token}/configuration`);
    expect(selected.json()).toMatchObject({ selectedMethod: 'CREDIT_CARD', checkoutStatus: 'CREATED' });

    const sessionId = await authenticate(token);
    expect((await finalize(token)).configured).toBeNull();
    const outcome = await submitCard(t.db, sessionId, SUCCESS_CARD);
    expect(outcome.redirectUrl).toContain(`/payment-method-configuration?token=${token}&result=success`);

    const answers = await Promise.all([1, 2, 3].map(() => finalize(token)));
    for (const answer of answers) {
      expect(answer.configured).toMatchObject({ type: 'CREDIT_CARD', label: expect.stringContaining('4242') });
      expect(answer.checkoutStatus).toBe('FINALIZED');
      expect(answer.configured.configuredAt).toBe(answers[0]?.configured.configuredAt);
    }
    const used = await choose(token, 'PAYPAL');
    expect(used.statusCode).toBe(410);
    expect(used.json().errorCode).toBe('PAYMENT_METHOD_LINK_USED');
    const put = await t.request({ method: 'PUT', url: `${CHECKOUT}/${token}`, payload: { method: 'PAYPAL' } });
    expect(put.statusCode).toBe(410);
    expect((await t.request({ method: 'POST', url: `${CHECKOUT}/${token}/authenticate` })).statusCode).toBe(410);
  });

  it('keeps the link open after a declined card or a cancelled approval, and a SEPA mandate configures it', async () => {
    const token = await createLink(t.db, customerId);
    await choose(token, 'CREDIT_CARD');
    await submitCard(t.db, await authenticate(token), DECLINED_CARD);
    expect(await finalize(token)).toMatchObject({
      configured: null,
      checkoutStatus: 'FAILED',
      failureReason: 'DECLINED',
    });

    await choose(token, 'PAYPAL');
    await decideWallet(t.db, await authenticate(token), false);
    expect(await finalize(token)).toMatchObject({ configured: null, checkoutStatus: 'CANCELED' });

    await t.request({ method: 'PUT', url: `${CHECKOUT}/${token}`, payload: { method: 'SEPA_DIRECT_DEBIT' } });
    await acceptMandate(t.db, await authenticate(token), { iban: 'DE89370400440532013000', holder: 'Test Kunde' });
    expect((await finalize(token)).configured).toMatchObject({ type: 'SEPA_DIRECT_DEBIT' });
  });

  it('never lets a member read or claim the link’s tokenization as their own instrument', async () => {
    const token = await createLink(t.db, customerId);
    await choose(token, 'CREDIT_CARD');
    const authenticated = await t.request({ method: 'POST', url: `${CHECKOUT}/${token}/authenticate` });
    await submitCard(t.db, sessionIdOf(authenticated.json().redirectUrl), SUCCESS_CARD);
    const reference = authenticated.json().checkout.id;
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const claim = await asMember(t, anna, { method: 'POST', url: `/v1/tokenization/${reference}/complete` });
    expect(claim.statusCode).toBe(404);
    expect((await asMember(t, anna, { url: `/v1/tokenization/${reference}/state` })).statusCode).toBe(404);
    expect((await finalize(token)).configured).toMatchObject({ type: 'CREDIT_CARD' });
  });

  it('answers an unknown token with 404 and an expired one with 410', async () => {
    const unknown = await t.request(`${CHECKOUT}/${'u'.repeat(30)}/configuration`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('PAYMENT_METHOD_LINK_NOT_FOUND');
    const expired = await createLink(t.db, customerId, new Date(Date.now() - 60_000));
    for (const url of [
      `${CHECKOUT}/${expired}/configuration`,
      `/nox/public/v1/payment-method/${expired}/customer`,
      `/v3/public/accountbalance/${expired}`,
      `/v3/public/customer/self-service/configuration/${expired}`,
    ]) {
      const response = await t.request(url);
      expect(response.statusCode, url).toBe(410);
      expect(response.json().errorCode).toBe('PAYMENT_METHOD_LINK_EXPIRED');
    }
    expect((await choose(expired, 'CREDIT_CARD')).statusCode).toBe(410);
    expect((await choose('short', 'CREDIT_CARD')).statusCode).toBe(400);
  });

  it('refuses a method the provider does not offer in the studio’s currency', async () => {
    const token = await createLink(t.db, customerId);
    const response = await choose(token, 'TWINT');
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
  });
});

describe('the account balance and self-service configuration by token', () => {
  it('lists the open entries and their sum, and what the link lets the customer do', async () => {
    const owing = await createCustomer(t.db);
    await addAccountEntries(t.db, owing, [1500, 2490]);
    const token = await createLink(t.db, owing);
    const balance = await t.request(`/v3/public/accountbalance/${token}`);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({ view: 'DETAILED', balance: { amount: 39.9, currency: 'EUR' } });
    expect(balance.json().bookingEntries.map((entry: { amount: { amount: number } }) => entry.amount.amount)).toEqual([
      15, 24.9,
    ]);
    const configuration = await t.request(`/v3/public/customer/self-service/configuration/${token}`);
    expect(configuration.json()).toMatchObject({
      actions: ['CONFIGURE_PAYMENT_METHOD', 'PAY_ACCOUNT_BALANCE'],
      openBalance: { amount: 39.9, currency: 'EUR' },
      configured: null,
    });
    const nothingOwed = await createLink(t.db, customerId);
    const quiet = await t.request(`/v3/public/customer/self-service/configuration/${nothingOwed}`);
    expect(quiet.json().actions).toEqual(['CONFIGURE_PAYMENT_METHOD']);
  });
});
