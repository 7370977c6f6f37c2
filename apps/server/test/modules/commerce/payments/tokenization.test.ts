import { beforeAll, describe, expect, it } from 'vitest';
import { decideWallet, submitCard } from '../../../../src/modules/psp/hosted-payment.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { DECLINED_CARD, SUCCESS_CARD, sessionIdOf } from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();

let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

async function initiate(cookie: string, method: string) {
  const response = await asMember(t, cookie, {
    method: 'POST',
    url: '/v1/tokenization/initiate',
    payload: { method, returnPath: '/me/settings?tab=payment' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { tokenizationReference: string; redirectUrl: string };
}

function complete(cookie: string, reference: string) {
  return asMember(t, cookie, { method: 'POST', url: `/v1/tokenization/${reference}/complete` });
}

async function instrumentCount(cookie: string): Promise<number> {
  return (await asMember(t, cookie, { url: '/v2/paymentinstruments' })).json().length;
}

describe('tokenization', () => {
  it('saves a card once the provider has it: complete is idempotent, the state tells the same', async () => {
    const before = await instrumentCount(anna);
    const started = await initiate(anna, 'CREDIT_CARD');
    const pending = await asMember(t, anna, { url: `/v1/tokenization/${started.tokenizationReference}/state` });
    expect(pending.json()).toMatchObject({ state: 'PENDING', method: 'CREDIT_CARD', instrument: null });
    const early = await complete(anna, started.tokenizationReference);
    expect(early.json().state).toBe('PENDING');

    const outcome = await submitCard(t.db, sessionIdOf(started.redirectUrl), SUCCESS_CARD);
    expect(outcome.redirectUrl).toContain('/me/settings?tab=payment&tokenizationReference=');
    expect(outcome.redirectUrl).toContain('result=success');

    const first = await complete(anna, started.tokenizationReference);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      state: 'COMPLETED',
      instrument: { type: 'CREDIT_CARD', holderName: 'Anna Berger', preferred: false },
    });
    expect(first.json().instrument.label).toContain('4242');
    const again = await Promise.all([1, 2, 3].map(() => complete(anna, started.tokenizationReference)));
    for (const response of again) expect(response.json().instrument.id).toBe(first.json().instrument.id);
    expect(await instrumentCount(anna)).toBe(before + 1);
    const state = await asMember(t, anna, { url: `/v1/tokenization/${started.tokenizationReference}/state` });
    expect(state.json()).toEqual(first.json());
  });

  it('answers another member’s tokenization as unknown', async () => {
    const started = await initiate(anna, 'PAYPAL');
    for (const url of [`/v1/tokenization/${started.tokenizationReference}/state`]) {
      const response = await asMember(t, lukas, { url });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('TOKENIZATION_NOT_FOUND');
    }
    expect((await complete(lukas, started.tokenizationReference)).statusCode).toBe(404);
    expect((await complete(anna, 'x'.repeat(40))).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v1/tokenization/${'x'.repeat(40)}/complete` })).statusCode).toBe(
      403,
    );
  });

  it('ends a declined card as FAILED and a cancelled wallet as CANCELED, saving nothing', async () => {
    const before = await instrumentCount(anna);
    const card = await initiate(anna, 'CREDIT_CARD');
    await submitCard(t.db, sessionIdOf(card.redirectUrl), DECLINED_CARD);
    expect((await complete(anna, card.tokenizationReference)).json()).toMatchObject({
      state: 'FAILED',
      instrument: null,
    });
    const paypal = await initiate(anna, 'PAYPAL');
    await decideWallet(t.db, sessionIdOf(paypal.redirectUrl), false);
    expect((await complete(anna, paypal.tokenizationReference)).json().state).toBe('CANCELED');
    expect(await instrumentCount(anna)).toBe(before);
  });

  it('gives a tokenization started without a login to the member who completes it', async () => {
    const started = await t.request({ method: 'POST', url: '/v3/public/paymentinstruments/paypal', payload: {} });
    expect(started.statusCode, started.body).toBe(200);
    const { tokenizationReference, redirectUrl } = started.json();
    await decideWallet(t.db, sessionIdOf(redirectUrl), true);
    const claimed = await complete(lukas, tokenizationReference);
    expect(claimed.json()).toMatchObject({ state: 'COMPLETED', instrument: { type: 'PAYPAL', preferred: true } });
    expect((await asMember(t, anna, { url: `/v1/tokenization/${tokenizationReference}/state` })).statusCode).toBe(404);
  });

  it('lists the methods a member can save in their currency, or a studio’s', async () => {
    const euro = await asMember(t, anna, { url: '/v1/tokenization/payment-methods' });
    expect(euro.json()).toMatchObject({ currency: 'EUR' });
    expect(euro.json().paymentMethods).toEqual(expect.arrayContaining(['CREDIT_CARD', 'SEPA_DIRECT_DEBIT', 'IDEAL']));
    const franc = await asMember(t, lukas, { url: '/v1/tokenization/payment-methods' });
    expect(franc.json().currency).toBe('CHF');
    const studio = await asMember(t, anna, { url: '/v1/tokenization/payment-methods?studioId=1530003001' });
    expect(studio.json().currency).toBe('USD');
  });

  it('refuses an unknown method and a foreign return address', async () => {
    const unknown = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/tokenization/initiate',
      payload: { method: 'BITCOIN' },
    });
    expect(unknown.statusCode).toBe(400);
    const foreign = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/tokenization/initiate',
      payload: { method: 'CREDIT_CARD', returnPath: '//evil.example/steal' },
    });
    expect(foreign.statusCode).toBe(400);
  });
});
