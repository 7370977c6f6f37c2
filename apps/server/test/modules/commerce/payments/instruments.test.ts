import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { sessionIdOf } from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const LIST = '/v2/paymentinstruments';
const ZURICH = 1320002001;
const AUSTIN = 1530003001;

interface Instrument {
  id: string;
  type: string;
  label: string;
  preferred: boolean;
}

let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

async function instrumentsOf(cookie: string): Promise<Instrument[]> {
  const response = await asMember(t, cookie, { url: LIST });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function annasInstrument(type: string): Promise<Instrument> {
  const found = (await instrumentsOf(anna)).find((instrument) => instrument.type === type);
  if (!found) throw new Error(`Anna has no ${type}`);
  return found;
}

describe('saved instruments', () => {
  it('lists the member’s instruments, the preferred one first, and needs a login', async () => {
    const instruments = await instrumentsOf(anna);
    expect(instruments.map((instrument) => [instrument.label, instrument.preferred])).toEqual([
      ['Visa •••• 4242', true],
      ['PayPal anna.berger@kraftwerk.example', false],
    ]);
    expect(instruments[0]).toMatchObject({ type: 'CREDIT_CARD', holderName: 'Anna Berger' });
    expect(instruments[0]).not.toHaveProperty('providerToken');
    expect(await instrumentsOf(lukas)).toEqual([]);
    expect((await t.request(LIST)).statusCode).toBe(403);
  });

  it('prefers one instrument at a time, only the owner’s', async () => {
    const paypal = await annasInstrument('PAYPAL');
    const preferred = await asMember(t, anna, { method: 'POST', url: `${LIST}/${paypal.id}/prefer` });
    expect(preferred.statusCode, preferred.body).toBe(200);
    expect(preferred.json()).toMatchObject({ id: paypal.id, preferred: true });
    const instruments = await instrumentsOf(anna);
    expect(instruments.map((instrument) => [instrument.type, instrument.preferred])).toEqual([
      ['PAYPAL', true],
      ['CREDIT_CARD', false],
    ]);

    const card = await annasInstrument('CREDIT_CARD');
    const foreign = await asMember(t, lukas, { method: 'POST', url: `${LIST}/${card.id}/prefer` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('PAYMENT_INSTRUMENT_NOT_FOUND');
    const back = await asMember(t, anna, { method: 'POST', url: `${LIST}/${card.id}/prefer` });
    expect(back.json()).toMatchObject({ preferred: true });
  });

  it('refuses a malformed id with a 400', async () => {
    const response = await asMember(t, anna, { method: 'POST', url: `${LIST}/not-a-uuid/archive` });
    expect(response.statusCode).toBe(400);
  });

  it('starts saving an instrument at the provider: the hosted page and the reference', async () => {
    for (const segment of ['creditcard', 'paypal', 'ideal', 'bancontactcard']) {
      const response = await asMember(t, anna, {
        method: 'POST',
        url: `/v3/paymentinstruments/${segment}`,
        payload: { returnPath: '/me/settings' },
      });
      expect(response.statusCode, `${segment}: ${response.body}`).toBe(200);
      const started = response.json();
      expect(started.tokenizationReference.length).toBeGreaterThanOrEqual(32);
      expect(sessionIdOf(started.redirectUrl)).toBeTruthy();
    }
    const legacy = await asMember(t, anna, { method: 'POST', url: '/v1/paymentinstruments/paypal' });
    expect(legacy.statusCode, legacy.body).toBe(200);
    const guest = await t.request({ method: 'POST', url: '/v3/public/paymentinstruments/creditcard' });
    expect(guest.statusCode, guest.body).toBe(200);
    expect((await t.request({ method: 'POST', url: '/v3/paymentinstruments/creditcard' })).statusCode).toBe(403);
  });

  it('refuses a method the provider does not offer in the member’s currency', async () => {
    const twintInEuro = await asMember(t, anna, { method: 'POST', url: '/v3/paymentinstruments/twint' });
    expect(twintInEuro.statusCode).toBe(422);
    expect(twintInEuro.json().errorCode).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    const twintInFranc = await asMember(t, lukas, { method: 'POST', url: '/v3/paymentinstruments/twint' });
    expect(twintInFranc.statusCode, twintInFranc.body).toBe(200);
  });

  it('lists the methods that can be saved for a studio’s currency', async () => {
    const zurich = await t.request(`/v3/public/paymentinstruments/payment-methods?studioId=${ZURICH}`);
    expect(zurich.statusCode, zurich.body).toBe(200);
    expect(zurich.json()).toMatchObject({ currency: 'CHF' });
    expect(zurich.json().paymentMethods).toContain('TWINT');
    const austin = await t.request(`/v3/public/paymentinstruments/payment-methods?studioId=${AUSTIN}`);
    expect(austin.json()).toEqual({ currency: 'USD', paymentMethods: ['CREDIT_CARD', 'PAYPAL'] });
    expect((await t.request('/v3/public/paymentinstruments/payment-methods?studioId=999')).statusCode).toBe(404);
    expect((await t.request('/v3/public/paymentinstruments/payment-methods')).statusCode).toBe(400);
  });

  it('archives only the owner’s instrument; the newest remaining one becomes preferred', async () => {
    const card = await annasInstrument('CREDIT_CARD');
    const foreign = await asMember(t, lukas, { method: 'POST', url: `${LIST}/${card.id}/archive` });
    expect(foreign.statusCode).toBe(404);
    const archived = await asMember(t, anna, { method: 'POST', url: `${LIST}/${card.id}/archive` });
    expect(archived.statusCode, archived.body).toBe(204);
    const instruments = await instrumentsOf(anna);
    expect(instruments.map((instrument) => [instrument.type, instrument.preferred])).toEqual([['PAYPAL', true]]);
    const again = await asMember(t, anna, { method: 'POST', url: `${LIST}/${card.id}/archive` });
    expect(again.statusCode).toBe(404);
  });
});
