import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../../src/modules/commerce/payments/schema.ts';
import { submitCard } from '../../../../src/modules/psp/hosted-payment.ts';
import { DEMO_PAYMENT_METHOD_TOKEN, DEMO_PAYMENT_REQUEST_ID } from '../../../../src/seed/payment-links.ts';
import { customerOfAccount } from '../../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import {
  createPaymentRequest,
  DECLINED_CARD,
  SUCCESS_CARD,
  sessionIdOf,
} from '../../../helpers/payment-links-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const CHECKOUTS = '/v3/public/paymentrequestcheckouts';
const MEMBER_REQUESTS = '/v1/finion-pay/payment-requests';

interface CheckoutAnswer {
  id: string;
  publicToken: string;
  status: string;
  failureReason: string | null;
  total: { amount: number; currency: string };
  order: { paymentId: string | null } | null;
}

let annaCustomer: string;

beforeAll(async () => {
  annaCustomer = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, 'kraftwerk');
});

function returnTo(requestId: string) {
  const page = (result: string) => `/payment?paymentRequestId=${requestId}&checkout={checkoutId}&result=${result}`;
  return { success: page('success'), cancel: page('cancel'), failure: page('failure') };
}

function createCheckout(paymentRequestId: string) {
  return t.request({
    method: 'POST',
    url: CHECKOUTS,
    payload: { paymentRequestId, paymentMethod: 'CREDIT_CARD', returnTo: returnTo(paymentRequestId) },
  });
}

async function startedCheckout(paymentRequestId: string): Promise<{ checkout: CheckoutAnswer; sessionId: string }> {
  const created = await createCheckout(paymentRequestId);
  expect(created.statusCode, created.body).toBe(200);
  const { publicToken } = created.json() as CheckoutAnswer;
  const authenticated = await t.request({
    method: 'POST',
    url: `${CHECKOUTS}/${publicToken}/authenticate`,
    payload: {},
  });
  expect(authenticated.statusCode, authenticated.body).toBe(200);
  return { checkout: authenticated.json().checkout, sessionId: sessionIdOf(authenticated.json().redirectUrl) };
}

async function finalize(publicToken: string): Promise<CheckoutAnswer> {
  const response = await t.request({ method: 'POST', url: `${CHECKOUTS}/${publicToken}/finalize` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function requestStatus(id: string): Promise<string> {
  return (await t.request(`/nox/public/v1/paymentrequests/${id}`)).json().status;
}

describe('the external payment of a payment request', () => {
  it('shows the request: studio, positions with due dates and the total; unknown ids are 404', async () => {
    const response = await t.request(`/nox/public/v1/paymentrequests/${DEMO_PAYMENT_REQUEST_ID}`);
    expect(response.statusCode, response.body).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({
      id: DEMO_PAYMENT_REQUEST_ID,
      status: 'OPEN',
      studio: { id: 1210001001, name: expect.stringContaining('Berlin') },
      total: { amount: 305, currency: 'EUR' },
      paidAt: null,
    });
    expect(request.positions).toHaveLength(2);
    expect(request.positions[0]).toMatchObject({ amount: { amount: 245, currency: 'EUR' } });
    expect(request.positions[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unknown = await t.request('/nox/public/v1/paymentrequests/3b1e2f4a-9c8d-4e7f-a6b5-c4d3e2f1a0b9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('PAYMENT_REQUEST_NOT_FOUND');
    expect((await t.request('/studio-api/nox/public/v1/paymentrequests/not-a-uuid')).statusCode).toBe(400);
  });

  it('pays the request once: finalize is idempotent and a paid request cannot be paid again', async () => {
    const { checkout, sessionId } = await startedCheckout(DEMO_PAYMENT_REQUEST_ID);
    expect(checkout).toMatchObject({
      type: 'PAYMENT_REQUEST',
      status: 'PENDING',
      total: { amount: 305, currency: 'EUR' },
    });
    const outcome = await submitCard(t.db, sessionId, SUCCESS_CARD);
    expect(outcome.redirectUrl).toContain(
      `/payment?paymentRequestId=${DEMO_PAYMENT_REQUEST_ID}&checkout=${checkout.publicToken}`,
    );

    const finalized = await Promise.all([1, 2, 3, 4, 5].map(() => finalize(checkout.publicToken)));
    for (const answer of finalized) expect(answer.status).toBe('FINALIZED');
    const paid = await t.db.select().from(payments).where(eq(payments.checkoutId, checkout.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountMinor: 30500, customerId: annaCustomer, status: 'PAID' });
    expect(finalized[0]?.order?.paymentId).toBe(paid[0]?.id);

    const request = (await t.request(`/nox/public/v1/paymentrequests/${DEMO_PAYMENT_REQUEST_ID}`)).json();
    expect(request.status).toBe('PAID');
    expect(request.paidAt).not.toBeNull();
    const read = await t.request(`${CHECKOUTS}/${checkout.publicToken}`);
    expect(read.json()).toMatchObject({ status: 'FINALIZED' });

    const twice = await createCheckout(DEMO_PAYMENT_REQUEST_ID);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('PAYMENT_REQUEST_PAID');
  });

  it('refuses the second of two checkouts paid at once for one request, and the request stays paid once', async () => {
    const requestId = await createPaymentRequest(t.db, annaCustomer);
    const first = await startedCheckout(requestId);
    const second = await startedCheckout(requestId);
    await submitCard(t.db, first.sessionId, SUCCESS_CARD);
    await submitCard(t.db, second.sessionId, SUCCESS_CARD);
    expect((await finalize(first.checkout.publicToken)).status).toBe('FINALIZED');
    expect(await finalize(second.checkout.publicToken)).toMatchObject({
      status: 'FAILED',
      failureReason: 'PAYMENT_REQUEST_PAID',
    });
    expect(await requestStatus(requestId)).toBe('PAID');
  });

  it('leaves the request open after a cancelled or declined payment', async () => {
    const requestId = await createPaymentRequest(t.db, annaCustomer);
    const canceled = await startedCheckout(requestId);
    const cancel = await t.request({ method: 'POST', url: `${CHECKOUTS}/${canceled.checkout.publicToken}/cancel` });
    expect(cancel.json().status).toBe('CANCELED');
    const declined = await startedCheckout(requestId);
    await submitCard(t.db, declined.sessionId, DECLINED_CARD);
    expect(await finalize(declined.checkout.publicToken)).toMatchObject({
      status: 'FAILED',
      failureReason: 'DECLINED',
    });
    expect(await requestStatus(requestId)).toBe('OPEN');
  });

  it('answers unknown requests and checkouts with 404, and refuses another kind’s checkout token', async () => {
    const unknown = await createCheckout('3b1e2f4a-9c8d-4e7f-a6b5-c4d3e2f1a0b9');
    expect(unknown.statusCode).toBe(404);
    expect((await t.request(`${CHECKOUTS}/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const invalid = await t.request({ method: 'POST', url: CHECKOUTS, payload: { paymentRequestId: 'nope' } });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('the member’s payment requests', () => {
  it('asks for the open account balance once, lists it, and paying it settles the account', async () => {
    const anna = await logIn(t, DEMO_USERS.kraftwerk);
    const created = await asMember(t, anna, { method: 'POST', url: MEMBER_REQUESTS, payload: {} });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'OPEN', total: { amount: 74.3, currency: 'EUR' } });
    expect(created.json().positions).toHaveLength(3);
    const again = await asMember(t, anna, { method: 'POST', url: MEMBER_REQUESTS });
    expect(again.json().id).toBe(created.json().id);
    const listed = await asMember(t, anna, { url: MEMBER_REQUESTS });
    expect(listed.json().map((request: { id: string }) => request.id)).toContain(created.json().id);

    const { checkout, sessionId } = await startedCheckout(created.json().id);
    await submitCard(t.db, sessionId, SUCCESS_CARD);
    expect((await finalize(checkout.publicToken)).status).toBe('FINALIZED');
    const balance = await t.request(`/v3/public/accountbalance/${DEMO_PAYMENT_METHOD_TOKEN}`);
    expect(balance.json().balance).toEqual({ amount: 0, currency: 'EUR' });
    expect(balance.json().bookingEntries.filter((entry: { open: boolean }) => entry.open)).toEqual([]);
    const nothingLeft = await asMember(t, anna, { method: 'POST', url: MEMBER_REQUESTS });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().errorCode).toBe('NO_OPEN_BALANCE');
  });

  it('needs a login and a studio connect', async () => {
    expect((await t.request(MEMBER_REQUESTS)).statusCode).toBe(403);
    const max = await logIn(t, DEMO_USERS.unconnected);
    const response = await asMember(t, max, { url: MEMBER_REQUESTS });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('NOT_CONNECTED_TO_TENANT');
  });
});
