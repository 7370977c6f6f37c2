import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { lockUntilCommit } from '../../../lib/transaction-lock.ts';
import { type NewPaymentInstrumentRow, type PaymentInstrumentRow, paymentInstruments } from '../payments/schema.ts';

/** Every query names the user: an instrument is only ever found by its owner. */
const activeOf = (userId: string) => and(eq(paymentInstruments.userId, userId), isNull(paymentInstruments.archivedAt));

export function listActiveInstruments(db: Database, userId: string): Promise<PaymentInstrumentRow[]> {
  return db
    .select()
    .from(paymentInstruments)
    .where(activeOf(userId))
    .orderBy(desc(paymentInstruments.preferred), desc(paymentInstruments.createdAt), desc(paymentInstruments.id));
}

async function firstInstrumentWhere(db: Database, where: SQL | undefined): Promise<PaymentInstrumentRow | undefined> {
  const [row] = await db.select().from(paymentInstruments).where(where).limit(1);
  return row;
}

export function findActiveInstrument(
  db: Database,
  userId: string,
  id: string,
): Promise<PaymentInstrumentRow | undefined> {
  return firstInstrumentWhere(db, and(activeOf(userId), eq(paymentInstruments.id, id)));
}

/** An instrument of the user, archived or not (what a finished tokenization saved). */
export function findInstrument(db: Database, userId: string, id: string): Promise<PaymentInstrumentRow | undefined> {
  return firstInstrumentWhere(db, and(eq(paymentInstruments.userId, userId), eq(paymentInstruments.id, id)));
}

/** Serialises changes to one user's instruments, so that at most one stays preferred. */
export async function lockUserInstruments(db: Database, userId: string): Promise<void> {
  await lockUntilCommit(db, `payment-instruments:${userId}`);
}

export async function markPreferred(db: Database, userId: string, id: string): Promise<void> {
  await db
    .update(paymentInstruments)
    .set({ preferred: sql`${paymentInstruments.id} = ${id}` })
    .where(activeOf(userId));
}

export async function markArchived(db: Database, userId: string, id: string, now: Date): Promise<void> {
  await db
    .update(paymentInstruments)
    .set({ archivedAt: now, preferred: false })
    .where(and(activeOf(userId), eq(paymentInstruments.id, id)));
}

export async function insertInstrument(db: Database, row: NewPaymentInstrumentRow): Promise<PaymentInstrumentRow> {
  const [inserted] = await db.insert(paymentInstruments).values(row).returning();
  if (!inserted) throw new Error('payment instrument insert returned no row');
  return inserted;
}
