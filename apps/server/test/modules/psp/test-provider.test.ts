import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PSP_WEBHOOK_SECRET, loadConfig } from '../../../src/config.ts';
import { acceptMandate, submitCard } from '../../../src/modules/psp/hosted-payment.ts';
import { pspNotifications, pspSessions } from '../../../src/modules/psp/schema.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { card, paymentInput, RETURN_URLS, startPayment } from './psp-fixtures.ts';

const t = useTestApp();

async function eventsOf(sessionId: string): Promise<string[]> {
  const rows = await t.db.select().from(pspNotifications).where(eq(pspNotifications.sessionId, sessionId));
  return rows.map((row) => row.event);
}

describe('test payment provider', () => {
  it('signs with a development secret unless configured, and needs its own secret in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).psp.webhookSecret).toBe(DEVELOPMENT_PSP_WEBHOOK_SECRET);
    expect(loadConfig({ PSP_WEBHOOK_SECRET: 'a-secret-of-our-own' }).psp.webhookSecret).toBe('a-secret-of-our-own');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PSP_WEBHOOK_SECRET');
    expect(loadConfig({ NODE_ENV: 'production', PSP_WEBHOOK_SECRET: 'a-secret-of-our-own' }).psp.webhookSecret).toBe(
      'a-secret-of-our-own',
    );
  });

  it('offers methods per currency', () => {
    const provider = t.app.paymentProvider;
    expect(provider.methodsFor('EUR')).toEqual(['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'IDEAL', 'BANCONTACT']);
    expect(provider.methodsFor('CHF')).toEqual(['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'TWINT']);
    expect(provider.methodsFor('USD')).toEqual(['CREDIT_CARD', 'PAYPAL']);
  });

  it('starts a payment on its hosted page and reports it open', async () => {
    const input = paymentInput();
    const started = await t.app.paymentProvider.startPayment(input);
    expect(started.redirectUrl).toBe(`/psp/pay/${started.sessionId}`);
    expect(await t.app.paymentProvider.paymentOf(started.sessionId)).toEqual({
      sessionId: started.sessionId,
      reference: input.reference,
      status: 'OPEN',
      amountMinor: 2500,
      currencyCode: 'EUR',
      method: 'CREDIT_CARD',
      declineCode: null,
      instrument: null,
    });
  });

  it('refuses a method the currency does not offer, and a payment without an amount', async () => {
    const provider = t.app.paymentProvider;
    await expect(provider.startPayment(paymentInput({ method: 'TWINT' }))).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'PAYMENT_METHOD_NOT_AVAILABLE',
    });
    await expect(provider.startPayment(paymentInput({ amountMinor: 0 }))).rejects.toMatchObject({ statusCode: 400 });
    await expect(provider.paymentOf('ps_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('tokenizes a card without charging it, and charges the token at once later', async () => {
    const provider = t.app.paymentProvider;
    const tokenization = await provider.startTokenization({
      ...RETURN_URLS,
      reference: 'tokenization-1',
      method: 'CREDIT_CARD',
      currencyCode: 'EUR',
      locale: 'de-DE',
    });
    expect(tokenization.redirectUrl).toBe(`/psp/pay/${tokenization.sessionId}`);
    await submitCard(t.db, tokenization.sessionId, card('4242 4242 4242 4242'));
    const saved = await provider.paymentOf(tokenization.sessionId);
    expect(saved).toMatchObject({ status: 'AUTHORIZED', amountMinor: 0, instrument: { label: 'Visa •••• 4242' } });
    expect(await eventsOf(tokenization.sessionId)).toEqual(['TOKENIZATION_UPDATED']);

    const charged = await provider.startPayment(paymentInput({ instrumentToken: saved.instrument?.token }));
    expect(charged.redirectUrl).toBeNull();
    expect(await provider.paymentOf(charged.sessionId)).toMatchObject({
      status: 'AUTHORIZED',
      amountMinor: 2500,
      instrument: saved.instrument,
    });
    expect(await eventsOf(charged.sessionId)).toEqual(['PAYMENT_UPDATED']);
  });

  it('keeps a debit from a saved SEPA mandate pending and declines a token it never issued', async () => {
    const provider = t.app.paymentProvider;
    const sessionId = await startPayment(provider, 'SEPA_DIRECT_DEBIT');
    await acceptMandate(t.db, sessionId, { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Anna Berger' });
    const token = (await provider.paymentOf(sessionId)).instrument?.token;
    const debit = await provider.startPayment(paymentInput({ method: 'SEPA_DIRECT_DEBIT', instrumentToken: token }));
    expect(await provider.paymentOf(debit.sessionId)).toMatchObject({ status: 'PENDING', method: 'SEPA_DIRECT_DEBIT' });

    const forged = await provider.startPayment(paymentInput({ instrumentToken: 'tok_forged' }));
    expect(forged.redirectUrl).toBeNull();
    expect(await provider.paymentOf(forged.sessionId)).toMatchObject({
      status: 'DECLINED',
      declineCode: 'UNKNOWN_INSTRUMENT',
    });
  });

  it('cancels an unfinished session and leaves a decided one as it is', async () => {
    const provider = t.app.paymentProvider;
    const open = await startPayment(provider);
    await provider.cancel(open);
    expect((await provider.paymentOf(open)).status).toBe('CANCELED');
    expect(await eventsOf(open)).toEqual(['PAYMENT_UPDATED']);

    const paid = await startPayment(provider);
    await submitCard(t.db, paid, card('4242424242424242'));
    await provider.cancel(paid);
    expect((await provider.paymentOf(paid)).status).toBe('AUTHORIZED');
  });

  it('expires a session left unfinished for half an hour', async () => {
    const provider = t.app.paymentProvider;
    const sessionId = await startPayment(provider);
    await t.db
      .update(pspSessions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(pspSessions.id, sessionId));
    expect((await provider.paymentOf(sessionId)).status).toBe('EXPIRED');
    expect(await eventsOf(sessionId)).toEqual(['PAYMENT_UPDATED']);
  });

  describe('refunds', () => {
    it('refunds in parts up to the captured amount and no further', async () => {
      const provider = t.app.paymentProvider;
      const sessionId = await startPayment(provider);
      await submitCard(t.db, sessionId, card('4242424242424242'));
      const first = await provider.refund(sessionId, 1000);
      expect(first.refundReference).toMatch(/^re_/);
      await expect(provider.refund(sessionId, 1501)).rejects.toMatchObject({
        statusCode: 409,
        errorCode: 'REFUND_EXCEEDS_CAPTURED',
      });
      await provider.refund(sessionId, 1500);
      await expect(provider.refund(sessionId, 1)).rejects.toMatchObject({ errorCode: 'REFUND_EXCEEDS_CAPTURED' });
      expect(await eventsOf(sessionId)).toEqual(['PAYMENT_UPDATED', 'REFUNDED', 'REFUNDED']);
    });

    it('refunds only captured payments, and only positive whole amounts', async () => {
      const provider = t.app.paymentProvider;
      const open = await startPayment(provider);
      await expect(provider.refund(open, 100)).rejects.toMatchObject({ errorCode: 'REFUND_NOT_ALLOWED' });
      const declined = await startPayment(provider);
      await submitCard(t.db, declined, card('4000000000000002'));
      await expect(provider.refund(declined, 100)).rejects.toMatchObject({ errorCode: 'REFUND_NOT_ALLOWED' });
      const paid = await startPayment(provider);
      await submitCard(t.db, paid, card('4242424242424242'));
      await expect(provider.refund(paid, 0)).rejects.toMatchObject({ statusCode: 400 });
      await expect(provider.refund(paid, 10.5)).rejects.toMatchObject({ statusCode: 400 });
    });

    it('lets concurrent refunds together stay within the captured amount', async () => {
      const provider = t.app.paymentProvider;
      const sessionId = await startPayment(provider);
      await submitCard(t.db, sessionId, card('4242424242424242'));
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => provider.refund(sessionId, 1000)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      const [row] = await t.db.select().from(pspSessions).where(eq(pspSessions.id, sessionId));
      expect(row?.refundedMinor).toBe(2000);
    });
  });
});
