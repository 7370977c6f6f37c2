import type { PaymentMethodType } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { RETURN_URLS, startPayment } from './psp-fixtures.ts';

const t = useTestApp();

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function openPage(method: PaymentMethodType = 'CREDIT_CARD', overrides = {}) {
  const sessionId = await startPayment(t.app.paymentProvider, method, overrides);
  const page = await t.app.inject({ method: 'GET', url: `/psp/pay/${sessionId}` });
  const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { sessionId, page, formToken };
}

/** A plain browser form post: no portal client header, no JSON. */
function post(sessionId: string, action: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/psp/pay/${sessionId}/${action}`,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
}

async function statusOf(sessionId: string): Promise<string> {
  return (await t.app.paymentProvider.paymentOf(sessionId)).status;
}

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Anna Berger' };

describe('hosted payment pages', () => {
  it('renders the card page with labelled inputs, the amount and the folded test cards', async () => {
    const { page, formToken } = await openPage();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en-GB">');
    expect(page.body).toContain('<h1>Pay by card</h1>');
    for (const field of ['number', 'expiry', 'cvc', 'holder']) {
      expect(page.body).toContain(`<label for="${field}">`);
      expect(page.body).toMatch(new RegExp(`<input id="${field}" name="${field}"`));
    }
    expect(page.body).toContain('€25.00');
    expect(page.body).toContain('<details class="psp-testcards"><summary>Test cards</summary>');
    expect(page.body).toContain('4000 0000 0000 3220');
    expect(page.body).toContain('Cancel payment');
    expect(page.body).not.toContain('<script');
    expect(formToken).not.toBe('');
  });

  it('speaks the session locale', async () => {
    const { page } = await openPage('CREDIT_CARD', { locale: 'de-DE' });
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<h1>Mit Karte bezahlen</h1>');
    expect(page.body).toContain('<label for="number">Kartennummer</label>');
    expect(page.body).toContain('25,00\u00a0€ bezahlen');
    expect(page.body).toContain('Zahlung abbrechen');
  });

  it('escapes what the merchant sent', async () => {
    const { page } = await openPage('CREDIT_CARD', { description: '<script>alert(1)</script>' });
    expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page.body).not.toContain('<script>');
  });

  it('serves its stylesheet and a not-found page', async () => {
    const css = await t.app.inject('/psp/assets/psp.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const missing = await t.app.inject({
      url: '/psp/pay/ps_doesnotexist000',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Paiement introuvable');
  });

  it('pays with the success card and sends the browser to the success URL', async () => {
    const { sessionId, formToken } = await openPage();
    const response = await post(sessionId, 'card', { ...SUCCESS_CARD, formToken });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URLS.successUrl);
    expect(await statusOf(sessionId)).toBe('AUTHORIZED');
  });

  it('requires the form token of the session', async () => {
    const { sessionId } = await openPage();
    const other = await openPage();
    expect((await post(sessionId, 'card', SUCCESS_CARD)).statusCode).toBe(403);
    const foreign = await post(sessionId, 'card', { ...SUCCESS_CARD, formToken: other.formToken });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('This form is no longer valid');
    expect(await statusOf(sessionId)).toBe('OPEN');
  });

  it('shows the form again with the problems marked', async () => {
    const { sessionId, formToken } = await openPage();
    const response = await post(sessionId, 'card', {
      number: '4111 1111 1111 1112',
      expiry: '01/20',
      cvc: '12',
      holder: '',
      formToken,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('This is not a valid card number.');
    expect(response.body).toContain('This card has expired.');
    expect(response.body).toContain('Enter the three-digit security code.');
    expect(response.body).toMatch(/id="number"[^>]*aria-invalid="true"[^>]*aria-describedby="number-error"/);
    expect(response.body).toContain('value="4111 1111 1111 1112"');
    expect(await statusOf(sessionId)).toBe('OPEN');
  });

  it('lands a declined card on the failure URL', async () => {
    const { sessionId, formToken } = await openPage();
    const response = await post(sessionId, 'card', { ...SUCCESS_CARD, number: '4000000000000002', formToken });
    expect(response.headers.location).toBe(RETURN_URLS.failureUrl);
    expect(await statusOf(sessionId)).toBe('DECLINED');
  });

  it('runs the 3-D Secure challenge: approve pays, fail declines', async () => {
    for (const [choice, url, status] of [
      ['approve', RETURN_URLS.successUrl, 'AUTHORIZED'],
      ['fail', RETURN_URLS.failureUrl, 'DECLINED'],
    ] as const) {
      const { sessionId, formToken } = await openPage();
      const submitted = await post(sessionId, 'card', { ...SUCCESS_CARD, number: '4000000000003220', formToken });
      expect(submitted.headers.location).toBe(`/psp/pay/${sessionId}/challenge`);
      const challenge = await t.app.inject(`/psp/pay/${sessionId}/challenge`);
      expect(challenge.body).toContain('<h1>3-D Secure check</h1>');
      expect(challenge.body).toContain('Visa •••• 3220');
      const decided = await post(sessionId, 'challenge', { decision: choice, formToken });
      expect(decided.headers.location).toBe(url);
      expect(await statusOf(sessionId)).toBe(status);
    }
  });

  it('shows a decided session as completed, with the way back', async () => {
    const { sessionId, formToken } = await openPage();
    await post(sessionId, 'card', { ...SUCCESS_CARD, formToken });
    const page = await t.app.inject(`/psp/pay/${sessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment is already completed');
    expect(page.body).toContain(`href="${RETURN_URLS.successUrl}"`);
    const again = await post(sessionId, 'card', { ...SUCCESS_CARD, formToken });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment is already completed');
  });

  it('cancels from any page', async () => {
    const { sessionId, formToken } = await openPage('SEPA_DIRECT_DEBIT');
    const response = await post(sessionId, 'cancel', { formToken });
    expect(response.headers.location).toBe(RETURN_URLS.cancelUrl);
    expect(await statusOf(sessionId)).toBe('CANCELED');
  });

  it.each([
    ['PAYPAL', 'PayPal', 'psp-brand-paypal', 'EUR'],
    ['TWINT', 'TWINT', 'psp-brand-twint', 'CHF'],
    ['BANCONTACT', 'Bancontact', 'psp-brand-bancontact', 'EUR'],
  ] as const)('approves and cancels %s on its approval page', async (method, brand, look, currencyCode) => {
    const approved = await openPage(method, { currencyCode });
    expect(approved.page.body).toContain(`<header class="psp-header ${look}">`);
    expect(approved.page.body).toContain(`<h1>Pay with ${brand}</h1>`);
    const yes = await post(approved.sessionId, 'wallet', { decision: 'approve', formToken: approved.formToken });
    expect(yes.headers.location).toBe(RETURN_URLS.successUrl);
    expect(await t.app.paymentProvider.paymentOf(approved.sessionId)).toMatchObject({
      status: 'AUTHORIZED',
      instrument: { label: brand },
    });
    const canceled = await openPage(method, { currencyCode });
    const no = await post(canceled.sessionId, 'wallet', { decision: 'cancel', formToken: canceled.formToken });
    expect(no.headers.location).toBe(RETURN_URLS.cancelUrl);
    expect(await statusOf(canceled.sessionId)).toBe('CANCELED');
  });

  it('asks for the bank on the iDEAL page', async () => {
    const { sessionId, page, formToken } = await openPage('IDEAL');
    expect(page.body).toContain('<label for="bank">Choose your bank</label>');
    expect(page.body).toContain('<option value="INGBNL2A">ING</option>');
    const withoutBank = await post(sessionId, 'wallet', { decision: 'approve', formToken });
    expect(withoutBank.statusCode).toBe(422);
    expect(withoutBank.body).toContain('Please choose your bank.');
    const approved = await post(sessionId, 'wallet', { decision: 'approve', bank: 'INGBNL2A', formToken });
    expect(approved.headers.location).toBe(RETURN_URLS.successUrl);
    expect((await t.app.paymentProvider.paymentOf(sessionId)).instrument?.label).toBe('iDEAL · ING');
  });

  it('takes a SEPA mandate with a valid IBAN and refuses an invalid one on the page', async () => {
    const { sessionId, page, formToken } = await openPage('SEPA_DIRECT_DEBIT');
    expect(page.body).toContain('<label for="iban">IBAN</label>');
    expect(page.body).toContain('<label for="mandate">');
    const invalid = await post(sessionId, 'mandate', {
      iban: 'DE89 3704 0044 0532 0130 01',
      holder: 'Anna Berger',
      formToken,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('This is not a valid IBAN.');
    expect(invalid.body).toContain('Please accept the direct debit mandate.');
    const valid = await post(sessionId, 'mandate', {
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Anna Berger',
      mandate: 'accepted',
      formToken,
    });
    expect(valid.headers.location).toBe(RETURN_URLS.successUrl);
    expect(await statusOf(sessionId)).toBe('PENDING');
  });

  it('offers saving instead of paying on a tokenization page', async () => {
    const started = await t.app.paymentProvider.startTokenization({
      ...RETURN_URLS,
      reference: 'tokenization-page',
      method: 'CREDIT_CARD',
      currencyCode: 'EUR',
      locale: 'en-GB',
    });
    const page = await t.app.inject(`/psp/pay/${started.sessionId}`);
    expect(page.body).toContain('<h1>Save a payment method</h1>');
    expect(page.body).toContain('Save card');
    expect(page.body).not.toContain('Pay €');
  });
});
