import type { PaymentStatus } from '@motus/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type PaymentRow, payments, type RefundRow, refunds } from './schema/payments.ts';

/** Whose payments a member sees: those they paid with their account, and those of their customers in the studios. */
export interface PayerScope {
  userId: string;
  customerIds: string[];
}

function payerCondition(scope: PayerScope): SQL | undefined {
  const ownCustomers = scope.customerIds.length > 0 ? inArray(payments.customerId, scope.customerIds) : undefined;
  return or(eq(payments.userId, scope.userId), ownCustomers);
}

/** A page of the payer's payments, newest first (by when they were paid). */
export async function findPaymentsPage(
  db: Database,
  request: { scope: PayerScope; tenant: string | undefined; page: number; size: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = and(payerCondition(request.scope), request.tenant ? eq(payments.tenantId, request.tenant) : undefined);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.paidAt), desc(payments.receiptNumber))
    .limit(request.size)
    .offset(request.page * request.size);
  const [counted] = await db.select({ total: count() }).from(payments).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One payment of the payer; with `lock`, its row lock is taken, so every refund of it waits for the one before. */
export async function findPayment(
  db: Database,
  request: { scope: PayerScope; paymentId: string; lock?: boolean },
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, request.paymentId), payerCondition(request.scope)));
  const [row] = request.lock ? await query.for('update') : await query;
  return row;
}

export function findRefunds(db: Database, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

export async function insertRefund(db: Database, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  if (!inserted) throw new Error('refund insert returned no row');
  return inserted;
}

export async function updateRefunded(
  db: Database,
  change: { paymentId: string; refundedMinor: number; status: PaymentStatus },
): Promise<void> {
  await db
    .update(payments)
    .set({ refundedMinor: change.refundedMinor, status: change.status })
    .where(eq(payments.id, change.paymentId));
}

export async function setRefundReference(db: Database, refundId: string, providerReference: string): Promise<void> {
  await db.update(refunds).set({ providerReference }).where(eq(refunds.id, refundId));
}

export async function deleteRefund(db: Database, refundId: string): Promise<void> {
  await db.delete(refunds).where(eq(refunds.id, refundId));
}

/** Takes a booked refund off the payment again, in one statement (no lock needed). */
export async function takeBackRefunded(db: Database, paymentId: string, amountMinor: number): Promise<void> {
  const refundedMinor = sql`${payments.refundedMinor} - ${amountMinor}`;
  await db
    .update(payments)
    .set({
      refundedMinor,
      status: sql`case when ${refundedMinor} > 0 then 'PARTIALLY_REFUNDED' else 'PAID' end`,
    })
    .where(eq(payments.id, paymentId));
}

/** All of the payer's payments in the tenant, oldest first. */
export function findAllPaymentsInTenant(db: Database, scope: PayerScope, tenant: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(payerCondition(scope), eq(payments.tenantId, tenant)))
    .orderBy(asc(payments.createdAt), asc(payments.receiptNumber));
}

export function findRefundsOfPayments(db: Database, paymentIds: string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt));
}
