import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type PaymentRequestRow, paymentRequests } from './schema.ts';

export type NewPaymentRequestRow = typeof paymentRequests.$inferInsert;

/** By its unguessable id alone: the external payment page has nothing else, and the row names its tenant. */
export async function findPaymentRequest(db: Database, id: string): Promise<PaymentRequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).limit(1);
  return row;
}

/** Takes the request's row lock: paying it happens once, on any server instance. */
export async function lockPaymentRequest(db: Database, id: string): Promise<PaymentRequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
  return row;
}

export function listCustomerRequests(db: Database, tenantId: string, customerId: string): Promise<PaymentRequestRow[]> {
  return db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.tenantId, tenantId), eq(paymentRequests.customerId, customerId)))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
}

export async function insertPaymentRequest(db: Database, row: NewPaymentRequestRow): Promise<PaymentRequestRow> {
  const [inserted] = await db.insert(paymentRequests).values(row).returning();
  if (!inserted) throw new Error('payment request insert returned no row');
  return inserted;
}

export async function changePaymentRequest(
  db: Database,
  id: string,
  change: Partial<Pick<PaymentRequestRow, 'status' | 'checkoutId' | 'paidAt'>>,
): Promise<void> {
  await db.update(paymentRequests).set(change).where(eq(paymentRequests.id, id));
}
