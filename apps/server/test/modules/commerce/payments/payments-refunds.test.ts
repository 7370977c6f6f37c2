import type { PaymentDetail } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/lib/http-error.ts';
import { dayTickets } from '../../../../src/modules/catalog/schema/day-tickets.ts';
import { refundPayment } from '../../../../src/modules/commerce/payments/payments-refunds.ts';
import { refunds } from '../../../../src/modules/commerce/payments/schema/payments.ts';
import { pspSessions } from '../../../../src/modules/psp/schema.ts';
import { BERLIN } from '../../../helpers/booking-factory.ts';
import { createVariant } from '../../../helpers/catalog-factory.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../../helpers/identity.ts';
import { createPaidCheckout, findPaymentRow, PAYERS } from '../../../helpers/payment-factory.ts';
import { useSecondInstance } from '../../../helpers/second-instance.ts';
import { useTestApp } from '../../../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);

const DAY = 24 * 60 * 60_000;

let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

function refund(paymentId: string, payload: object = {}) {
  return asMember(t, anna, { method: 'POST', url: `/v3/payments/${paymentId}/refund`, payload });
}

async function refunded(paymentId: string, payload: object = {}): Promise<PaymentDetail> {
  const response = await refund(paymentId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function eur(amount: number) {
  return { amount, currency: 'EUR' };
}

async function providerRefundedOf(sessionId: string | null): Promise<number | undefined> {
  const [session] = await t.db
    .select()
    .from(pspSessions)
    .where(eq(pspSessions.id, sessionId ?? ''));
  return session?.refundedMinor;
}

describe('refunding a payment', () => {
  it('refunds part, then the rest, through the provider, and mails the payer each time', async () => {
    const payment = await createPaidCheckout(t.app, t.db, { amountMinor: 4000 });

    const partial = await refunded(payment.id, { amount: eur(12.5), reason: 'Only came once' });
    expect(partial).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: eur(12.5),
      refundableAmount: eur(27.5),
      refunds: [{ amount: eur(12.5), reason: 'Only came once' }],
    });
    expect(await providerRefundedOf(payment.providerReference)).toBe(1250);
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'payment-refunded');
    expect(mail?.subject).toContain('12,50');
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(
      Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const full = await refunded(payment.id);
    expect(full).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: eur(40),
      refundable: false,
      notRefundableReason: 'NOTHING_LEFT',
    });
    expect(full.refunds.map((entry) => entry.amount.amount)).toEqual([12.5, 27.5]);
    expect(await providerRefundedOf(payment.providerReference)).toBe(4000);

    const again = await refund(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('NOT_REFUNDABLE');
  });

  it('refuses more than is left, another currency and nothing at all', async () => {
    const payment = await createPaidCheckout(t.app, t.db, { amountMinor: 2000 });
    await refunded(payment.id, { amount: eur(15) });

    const tooMuch = await refund(payment.id, { amount: eur(5.01) });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errorCode).toBe('AMOUNT_TOO_HIGH');
    const francs = await refund(payment.id, { amount: { amount: 1, currency: 'CHF' } });
    expect(francs.statusCode).toBe(400);
    expect(francs.json().errorCode).toBe('CURRENCY_MISMATCH');
    for (const amount of [0, -1, 1.005]) {
      expect((await refund(payment.id, { amount: eur(amount) })).statusCode, String(amount)).toBe(400);
    }
    expect((await findPaymentRow(t.db, payment.id)).refundedMinor).toBe(1500);
  });

  it('refuses a payment older than the 14-day window', async () => {
    const payment = await createPaidCheckout(t.app, t.db, { paidAt: new Date(Date.now() - 15 * DAY) });
    const response = await refund(payment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('REFUND_WINDOW_PASSED');
    expect((await findPaymentRow(t.db, payment.id)).status).toBe('PAID');
  });

  it('never gives back more than was paid when refunds arrive at once', async () => {
    const payment = await createPaidCheckout(t.app, t.db, { amountMinor: 5000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        refundPayment(instanceFor(index), t.app.paymentProvider, {
          scope: { userId: PAYERS.anna.userId, customerIds: [] },
          paymentId: payment.id,
          amount: eur(20),
          reason: undefined,
          now: new Date(),
          origin: 'http://localhost',
          warn: () => {},
        }),
      ),
    );

    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as HttpError).errorCode] : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toEqual(Array(4).fill('AMOUNT_TOO_HIGH'));
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toBeInstanceOf(HttpError);
    const row = await findPaymentRow(t.db, payment.id);
    expect(row).toMatchObject({ refundedMinor: 4000, status: 'PARTIALLY_REFUNDED' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(2);
    expect(await providerRefundedOf(payment.providerReference)).toBe(4000);
  });

  it('takes the booked refund back when the provider refuses it', async () => {
    const payment = await createPaidCheckout(t.app, t.db, { amountMinor: 3000 });
    await t.db
      .update(pspSessions)
      .set({ refundedMinor: 3000 })
      .where(eq(pspSessions.id, payment.providerReference ?? ''));

    const response = await refund(payment.id);
    expect(response.statusCode).toBe(409);
    expect(await findPaymentRow(t.db, payment.id)).toMatchObject({ status: 'PAID', refundedMinor: 0 });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });
});

describe('a full refund undoes what was bought', () => {
  async function dayTicketPayment(validOn: string) {
    const variant = await createVariant(t.db, 'DAY_TICKET', { priceMinor: 1900 });
    const checkoutItem = { variantId: variant.id, quantity: 1, validOn, recipientName: null };
    const payment = await createPaidCheckout(t.app, t.db, {
      kind: 'PRODUCT_VARIANT',
      amountMinor: 1900,
      item: checkoutItem,
      label: 'Day ticket',
    });
    const [ticket] = await t.db
      .insert(dayTickets)
      .values({
        tenantId: BERLIN.tenant,
        studioId: BERLIN.studioId,
        variantId: variant.id,
        ...PAYERS.anna,
        validOn,
        status: 'PAID',
        checkoutId: payment.checkoutId,
      })
      .returning();
    return { payment, ticketId: ticket?.id ?? '' };
  }

  async function ticketStatus(id: string) {
    const [ticket] = await t.db.select().from(dayTickets).where(eq(dayTickets.id, id));
    return ticket?.status;
  }

  it('cancels a day ticket for a later day; a partial refund leaves it', async () => {
    const later = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const { payment, ticketId } = await dayTicketPayment(later);
    await refunded(payment.id, { amount: eur(4) });
    expect(await ticketStatus(ticketId)).toBe('PAID');
    await refunded(payment.id);
    expect(await ticketStatus(ticketId)).toBe('CANCELED');
  });

  it('refuses when the handler can no longer undo it, and moves no money', async () => {
    const { payment, ticketId } = await dayTicketPayment(new Date().toISOString().slice(0, 10));
    const response = await refund(payment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('NOT_REFUNDABLE');
    expect(await ticketStatus(ticketId)).toBe('PAID');
    expect(await findPaymentRow(t.db, payment.id)).toMatchObject({ status: 'PAID', refundedMinor: 0 });
    expect(await providerRefundedOf(payment.providerReference)).toBe(0);
  });
});
