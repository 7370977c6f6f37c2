import type { PaymentDetail, PaymentPage } from '@motus/contract';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REFUNDABLE_PAYMENT_ID } from '../../../../src/seed/payments.ts';
import { asMember, DEMO_USERS, logIn } from '../../../helpers/identity.ts';
import { createPaidCheckout, PAYERS } from '../../../helpers/payment-factory.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();

const MIA = 'mia.schulz@kraftwerk.example';
const DAY = 24 * 60 * 60_000;

let anna: string;
let mia: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  mia = await logIn(t, MIA);
});

async function listOf(cookie: string, query = ''): Promise<PaymentPage> {
  const response = await asMember(t, cookie, { url: `/v3/payments${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function detailOf(cookie: string, id: string): Promise<PaymentDetail> {
  const response = await asMember(t, cookie, { url: `/v3/payments/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the member’s payments', () => {
  it('lists only the payer’s own payments, newest first, paged', async () => {
    const page = await listOf(anna);
    expect(page.page).toBe(0);
    expect(page.size).toBe(20);
    expect(page.totalElements).toBe(page.content.length);
    expect(page.content.length).toBeGreaterThanOrEqual(2);
    const paidAts = page.content.map((payment) => payment.paidAt);
    expect(paidAts).toEqual([...paidAts].sort().reverse());
    expect(page.content[0]).toMatchObject({
      id: DEMO_REFUNDABLE_PAYMENT_ID,
      tenant: 'kraftwerk',
      studio: { id: 1210001001, name: expect.any(String) },
      status: 'PAID',
      method: 'CREDIT_CARD',
      instrumentLabel: 'Visa •••• 4242',
      amount: { currency: 'EUR' },
    });
    const mias = await listOf(mia);
    expect(mias.content.length).toBeGreaterThan(0);
    const annas = new Set(page.content.map((payment) => payment.id));
    expect(mias.content.filter((payment) => annas.has(payment.id))).toEqual([]);

    const second = await listOf(anna, '?size=1&page=1');
    expect(second).toMatchObject({ page: 1, size: 1, totalElements: page.totalElements });
    expect(second.content.map((payment) => payment.id)).toEqual([page.content[1]?.id]);
    expect((await listOf(anna, '?tenant=alpenfit')).content).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await t.request('/v3/payments')).statusCode).toBe(403);
  });

  it('shows a payment’s positions, refunds and whether and until when it can be refunded', async () => {
    const detail = await detailOf(anna, DEMO_REFUNDABLE_PAYMENT_ID);
    expect(detail.positions).toEqual([
      expect.objectContaining({ quantity: 1, total: detail.amount, unitPrice: detail.amount }),
    ]);
    expect(detail).toMatchObject({
      refundable: true,
      refundableAmount: detail.amount,
      notRefundableReason: null,
      refunds: [],
      discount: { amount: 0, currency: 'EUR' },
    });
    expect(new Date(detail.refundableUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 10 * DAY);

    const page = await listOf(anna);
    const atDesk = page.content.find((payment) => payment.method === 'CASH');
    expect((await detailOf(anna, atDesk?.id ?? '')).notRefundableReason).toBe('PAID_AT_DESK');
    const old = page.content.find((payment) => Date.parse(payment.paidAt) < Date.now() - 20 * DAY);
    expect(await detailOf(anna, old?.id ?? '')).toMatchObject({
      refundable: false,
      notRefundableReason: 'REFUND_WINDOW_PASSED',
      refundableAmount: { amount: 0 },
    });
  });

  it('answers 404 for another member’s payment, to read, refund or print', async () => {
    const foreign = await createPaidCheckout(t.app, t.db, { payer: PAYERS.mia });
    for (const request of [
      { url: `/v3/payments/${foreign.id}` },
      { url: `/v3/payments/${foreign.id}/receipt` },
      { method: 'POST', url: `/v3/payments/${foreign.id}/refund`, payload: {} },
    ]) {
      const response = await asMember(t, anna, request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().errorCode).toBe('PAYMENT_NOT_FOUND');
    }
    expect((await asMember(t, anna, { url: '/v3/payments/not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('the receipt', () => {
  it('is a PDF in the member’s language that names the receipt number', async () => {
    const detail = await detailOf(anna, DEMO_REFUNDABLE_PAYMENT_ID);
    const response = await asMember(t, anna, { url: `/v3/payments/${detail.id}/receipt` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${detail.receiptNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const pdf = await PDFDocument.load(response.rawPayload);
    // Anna's account speaks German (seed/members.ts).
    expect(pdf.getTitle()).toBe(`Beleg ${detail.receiptNumber}`);
  });
});
