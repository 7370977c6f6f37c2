import { randomBytes } from 'node:crypto';
import type { CheckoutType } from '@motus/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { type CheckoutPosition, checkouts, orders } from '../../src/modules/commerce/checkouts/schema/checkouts.ts';
import { recordPayment } from '../../src/modules/commerce/payments/payment-records.ts';
import { type PaymentRow, payments } from '../../src/modules/commerce/payments/schema/payments.ts';
import { submitCard } from '../../src/modules/psp/hosted-payment.ts';
import { BERLIN } from './booking-factory.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Anna Berger' };

/** The demo payers of the seed (seed/members.ts). */
export const PAYERS = {
  anna: { userId: '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a01', customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d01' },
  mia: { userId: '0d5e3a10-7b2c-4e1f-8a6d-3c9b2e1f4a05', customerId: '6b1d7c52-0c1e-4f6e-9a0b-1f2a3b4c5d09' },
} as const;

export interface PaidCheckoutOptions {
  payer?: { userId: string; customerId: string };
  amountMinor?: number;
  paidAt?: Date;
  /** Default a course place without a held calendar item, whose revocation has nothing to undo. */
  kind?: CheckoutType;
  item?: Record<string, unknown>;
  result?: Record<string, unknown>;
  label?: string;
}

/**
 * A payment as a finalized checkout leaves it: the checkout and its order, and a session the test provider captured
 * with the success card, so refunds go through the real provider.
 */
export async function createPaidCheckout(
  app: FastifyInstance,
  db: Database,
  options: PaidCheckoutOptions = {},
): Promise<PaymentRow> {
  const payer = options.payer ?? PAYERS.anna;
  const amountMinor = options.amountMinor ?? 4000;
  const kind = options.kind ?? 'COURSE_APPOINTMENT';
  const label = options.label ?? 'Vinyasa Flow';
  const checkoutId = crypto.randomUUID();
  const session = await app.paymentProvider.startPayment({
    reference: checkoutId,
    amountMinor,
    currencyCode: 'EUR',
    method: 'CREDIT_CARD',
    description: label,
    locale: 'en-GB',
    successUrl: '/success',
    cancelUrl: '/cancel',
    failureUrl: '/failure',
    notifyUrl: '/v1/payment-provider/notifications',
  });
  await submitCard(db, session.sessionId, SUCCESS_CARD);
  const position: CheckoutPosition = { label, quantity: 1, unitMinor: amountMinor, totalMinor: amountMinor };
  await db.insert(checkouts).values({
    id: checkoutId,
    tenantId: BERLIN.tenant,
    publicToken: randomBytes(18).toString('base64url'),
    kind,
    status: 'FINALIZED',
    ...payer,
    studioId: BERLIN.studioId,
    item: options.item ?? {},
    positions: [position],
    subtotalMinor: amountMinor,
    amountMinor,
    currencyCode: 'EUR',
    paymentMethod: 'CREDIT_CARD',
    providerSessionId: session.sessionId,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    finalizedAt: new Date(),
  });
  await db.insert(orders).values({ tenantId: BERLIN.tenant, checkoutId, kind, result: options.result ?? {} });
  const payment = await recordPayment(db, {
    tenantId: BERLIN.tenant,
    checkoutId,
    ...payer,
    studioId: BERLIN.studioId,
    description: label,
    amountMinor,
    currencyCode: 'EUR',
    method: 'CREDIT_CARD',
    instrumentLabel: 'Visa •••• 4242',
    status: 'PAID',
    providerReference: session.sessionId,
    paidAt: options.paidAt ?? new Date(),
  });
  return payment;
}

export async function findPaymentRow(db: Database, id: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} not found`);
  return row;
}
