import { describe, expect, it } from 'vitest';
import { acceptMandate, completeChallenge, decideWallet, submitCard } from '../../../src/modules/psp/hosted-payment.ts';
import { isValidIban } from '../../../src/modules/psp/iban.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { card, RETURN_URLS, startPayment } from './psp-fixtures.ts';

const t = useTestApp();

describe('test-driving the hosted payment', () => {
  it.each([
    ['4242 4242 4242 4242', 'AUTHORIZED', null, RETURN_URLS.successUrl],
    ['4000 0000 0000 0002', 'DECLINED', 'DECLINED', RETURN_URLS.failureUrl],
    ['4000 0000 0000 9995', 'DECLINED', 'INSUFFICIENT_FUNDS', RETURN_URLS.failureUrl],
  ])('card %s ends %s (%s)', async (number, status, declineCode, redirectUrl) => {
    const sessionId = await startPayment(t.app.paymentProvider);
    expect(await submitCard(t.db, sessionId, card(number))).toEqual({ status, redirectUrl });
    const payment = await t.app.paymentProvider.paymentOf(sessionId);
    expect(payment).toMatchObject({ status, declineCode });
    expect(payment.instrument?.label ?? null).toBe(status === 'AUTHORIZED' ? 'Visa •••• 4242' : null);
  });

  it('asks for 3-D Secure with card 4000 0000 0000 3220, then approves', async () => {
    const sessionId = await startPayment(t.app.paymentProvider);
    expect(await submitCard(t.db, sessionId, card('4000000000003220'))).toEqual({
      status: 'CHALLENGE',
      redirectUrl: `/psp/pay/${sessionId}/challenge`,
    });
    expect((await t.app.paymentProvider.paymentOf(sessionId)).status).toBe('CHALLENGE');
    expect(await completeChallenge(t.db, sessionId, true)).toEqual({
      status: 'AUTHORIZED',
      redirectUrl: RETURN_URLS.successUrl,
    });
    expect((await t.app.paymentProvider.paymentOf(sessionId)).instrument?.label).toBe('Visa •••• 3220');
  });

  it('declines a failed 3-D Secure challenge with AUTHENTICATION_FAILED', async () => {
    const sessionId = await startPayment(t.app.paymentProvider);
    await submitCard(t.db, sessionId, card('4000000000003220'));
    expect(await completeChallenge(t.db, sessionId, false)).toEqual({
      status: 'DECLINED',
      redirectUrl: RETURN_URLS.failureUrl,
    });
    expect(await t.app.paymentProvider.paymentOf(sessionId)).toMatchObject({
      declineCode: 'AUTHENTICATION_FAILED',
      instrument: null,
    });
  });

  it('refuses a card that is not one of the test numbers, expired, or with a bad security code', async () => {
    const sessionId = await startPayment(t.app.paymentProvider);
    await expect(submitCard(t.db, sessionId, card('4111111111111111'))).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'PSP_INVALID_CARD',
    });
    await expect(submitCard(t.db, sessionId, card('4242424242424242', { expiry: '01/21' }))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(submitCard(t.db, sessionId, card('4242424242424242', { cvc: '1234' }))).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await t.app.paymentProvider.paymentOf(sessionId)).status).toBe('OPEN');
  });

  it('decides a session once: a second submit or a challenge without one is refused', async () => {
    const sessionId = await startPayment(t.app.paymentProvider);
    await submitCard(t.db, sessionId, card('4242424242424242'));
    await expect(submitCard(t.db, sessionId, card('4242424242424242'))).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'PSP_SESSION_DECIDED',
    });
    await expect(completeChallenge(t.db, sessionId, true)).rejects.toMatchObject({ statusCode: 409 });
    const concurrent = await startPayment(t.app.paymentProvider);
    const results = await Promise.allSettled([
      submitCard(t.db, concurrent, card('4242424242424242')),
      submitCard(t.db, concurrent, card('4000000000000002')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a page action of another method', async () => {
    const sessionId = await startPayment(t.app.paymentProvider, 'PAYPAL');
    await expect(submitCard(t.db, sessionId, card('4242424242424242'))).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'PSP_WRONG_METHOD',
    });
  });

  it.each(['PAYPAL', 'IDEAL', 'BANCONTACT'] as const)('approves and cancels %s', async (method) => {
    const approved = await startPayment(t.app.paymentProvider, method);
    expect(await decideWallet(t.db, approved, true)).toEqual({
      status: 'AUTHORIZED',
      redirectUrl: RETURN_URLS.successUrl,
    });
    const canceled = await startPayment(t.app.paymentProvider, method);
    expect(await decideWallet(t.db, canceled, false)).toEqual({
      status: 'CANCELED',
      redirectUrl: RETURN_URLS.cancelUrl,
    });
  });

  it('approves TWINT in Swiss francs and takes the iDEAL bank when given', async () => {
    const twint = await startPayment(t.app.paymentProvider, 'TWINT', { currencyCode: 'CHF' });
    expect((await decideWallet(t.db, twint, true)).status).toBe('AUTHORIZED');
    const ideal = await startPayment(t.app.paymentProvider, 'IDEAL');
    await expect(decideWallet(t.db, ideal, true, { bank: 'NOBANK' })).rejects.toMatchObject({ statusCode: 400 });
    await decideWallet(t.db, ideal, true, { bank: 'RABONL2U' });
    expect((await t.app.paymentProvider.paymentOf(ideal)).instrument?.label).toBe('iDEAL · Rabobank');
  });

  it('accepts the test IBAN and any other valid one as PENDING, and refuses an invalid IBAN', async () => {
    for (const iban of ['DE89370400440532013000', 'NL91 ABNA 0417 1643 00', 'CH93 0076 2011 6238 5295 7']) {
      const sessionId = await startPayment(t.app.paymentProvider, 'SEPA_DIRECT_DEBIT');
      expect(await acceptMandate(t.db, sessionId, { iban, holder: 'Anna Berger' })).toEqual({
        status: 'PENDING',
        redirectUrl: RETURN_URLS.successUrl,
      });
    }
    const sessionId = await startPayment(t.app.paymentProvider, 'SEPA_DIRECT_DEBIT');
    await expect(
      acceptMandate(t.db, sessionId, { iban: 'DE89370400440532013001', holder: 'Anna Berger' }),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'PSP_INVALID_MANDATE' });
    expect(await t.app.paymentProvider.paymentOf(sessionId)).toMatchObject({ status: 'OPEN' });
  });

  it('checks IBANs by country length and checksum', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130')).toBe(false);
    expect(isValidIban('DE00 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });

  it('tokenizes with every method the same way and charges nothing', async () => {
    const provider = t.app.paymentProvider;
    const tokenization = (method: 'PAYPAL' | 'SEPA_DIRECT_DEBIT') =>
      provider.startTokenization({
        ...RETURN_URLS,
        reference: `tok-${method}`,
        method,
        currencyCode: 'EUR',
        locale: 'en-GB',
      });
    const paypal = await tokenization('PAYPAL');
    expect((await decideWallet(t.db, paypal.sessionId, true)).redirectUrl).toBe(RETURN_URLS.successUrl);
    expect(await provider.paymentOf(paypal.sessionId)).toMatchObject({
      status: 'AUTHORIZED',
      amountMinor: 0,
      instrument: { label: 'PayPal', token: expect.stringMatching(/^tok_/) },
    });
    const sepa = await tokenization('SEPA_DIRECT_DEBIT');
    await acceptMandate(t.db, sepa.sessionId, { iban: 'DE89370400440532013000', holder: 'Anna Berger' });
    expect((await provider.paymentOf(sepa.sessionId)).instrument).toMatchObject({
      label: 'SEPA DE89 •••• 3000',
      holderName: 'Anna Berger',
    });
  });
});
