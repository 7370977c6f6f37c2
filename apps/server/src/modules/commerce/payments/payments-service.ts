import { type PaymentDetail, PaymentErrorCodes, type PaymentPage } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { connectedCustomer, listStudioConnects } from '../../identity/index.ts';
import { studioSummariesById } from '../../studios/index.ts';
import { requireCheckoutRow } from '../checkouts/finalize-service.ts';
import { findPayment, findPaymentsPage, findRefunds, type PayerScope } from './payments-repo.ts';
import { type PaymentFacts, toPaymentDetail, toPaymentSummary } from './payments-view.ts';
import type { PaymentRow } from './schema/payments.ts';

export type { PayerScope };

/** The member's account and their customers in every tenant they are connected to. */
export async function payerScopeOf(db: Database, userId: string): Promise<PayerScope> {
  const connects = await listStudioConnects(db, userId);
  const customers = await Promise.all(connects.map((connect) => connectedCustomer(db, userId, connect.tenant)));
  return { userId, customerIds: customers.flatMap((customer) => (customer ? [customer.customerId] : [])) };
}

export async function listPayments(
  db: Database,
  scope: PayerScope,
  query: { tenant?: string | undefined; page: number; size: number },
): Promise<PaymentPage> {
  const { rows, total } = await findPaymentsPage(db, { scope, tenant: query.tenant, ...query });
  const studios = await studioSummariesById(
    db,
    rows.flatMap((row) => (row.studioId === null ? [] : [row.studioId])),
  );
  return {
    content: rows.map((row) => toPaymentSummary(row, row.studioId === null ? undefined : studios.get(row.studioId))),
    page: query.page,
    size: query.size,
    totalElements: total,
  };
}

/** The payer's payment (another member's answers 404, as if it did not exist); `lock` takes its row lock. */
export async function requirePayment(
  db: Database,
  request: { scope: PayerScope; paymentId: string; lock?: boolean },
): Promise<PaymentRow> {
  const payment = await findPayment(db, request);
  if (!payment) throw notFound(PaymentErrorCodes.notFound, 'No such payment');
  return payment;
}

/** What a payment's detail and receipt show: the payment, what it paid for, its refunds and its studio. */
export async function factsOf(db: Database, payment: PaymentRow): Promise<PaymentFacts> {
  const [checkout, refunds, studios] = await Promise.all([
    payment.checkoutId ? requireCheckoutRow(db, payment.checkoutId) : undefined,
    findRefunds(db, payment.id),
    studioSummariesById(db, payment.studioId === null ? [] : [payment.studioId]),
  ]);
  return { payment, checkout, refunds, studio: payment.studioId === null ? undefined : studios.get(payment.studioId) };
}

export async function getPaymentDetail(
  db: Database,
  request: { scope: PayerScope; paymentId: string; now: Date },
): Promise<PaymentDetail> {
  const payment = await requirePayment(db, request);
  return toPaymentDetail(await factsOf(db, payment), request.now);
}
