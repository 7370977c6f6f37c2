import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ProviderPaymentStatus } from '../commerce/index.ts';
import { type NewPspSessionRow, type PspInstrument, type PspSessionRow, pspSessions } from './schema.ts';

/** The provider's statuses are the interface's (payment-provider.ts). */
export type PspSessionStatus = ProviderPaymentStatus;

/** The statuses in which the buyer has not finished: the only ones a page or the merchant can still change. */
export const UNDECIDED: readonly PspSessionStatus[] = ['OPEN', 'CHALLENGE'];
/** The money is (or will be) the merchant's. */
export const PAID: readonly PspSessionStatus[] = ['AUTHORIZED', 'PENDING'];

export interface SessionChange {
  status: PspSessionStatus;
  declineCode?: string | null;
  instrument?: PspInstrument | null;
}

export async function insertSession(db: Database, row: NewPspSessionRow): Promise<PspSessionRow> {
  const [inserted] = await db.insert(pspSessions).values(row).returning();
  if (!inserted) throw new Error('psp session insert returned no row');
  return inserted;
}

export async function findSession(db: Database, id: string): Promise<PspSessionRow | undefined> {
  const [row] = await db.select().from(pspSessions).where(eq(pspSessions.id, id));
  return row;
}

/** The paid session that issued an instrument token; a saved instrument is charged like it. */
export async function findSessionOfInstrument(db: Database, token: string): Promise<PspSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(pspSessions)
    .where(and(sql`${pspSessions.instrument}->>'token' = ${token}`, inArray(pspSessions.status, [...PAID])))
    .limit(1);
  return row;
}

/**
 * Moves a session on only from one of the given statuses, in one statement, so that two clicks (or a click and the
 * merchant's cancel) cannot both decide it. Undefined when the session was no longer in those statuses.
 */
export async function changeSession(
  db: Database,
  id: string,
  from: readonly PspSessionStatus[],
  change: SessionChange,
  now: Date,
): Promise<PspSessionRow | undefined> {
  const final = !UNDECIDED.includes(change.status);
  const [row] = await db
    .update(pspSessions)
    .set({
      status: change.status,
      declineCode: change.declineCode ?? null,
      ...(change.instrument !== undefined ? { instrument: change.instrument } : {}),
      ...(final ? { completedAt: now } : {}),
    })
    .where(and(eq(pspSessions.id, id), inArray(pspSessions.status, [...from])))
    .returning();
  return row;
}

/** Adds a refund only while the refunds stay within the captured amount. */
export async function addRefund(db: Database, id: string, amountMinor: number): Promise<PspSessionRow | undefined> {
  const [row] = await db
    .update(pspSessions)
    .set({ refundedMinor: sql`${pspSessions.refundedMinor} + ${amountMinor}` })
    .where(
      and(
        eq(pspSessions.id, id),
        inArray(pspSessions.status, [...PAID]),
        lte(sql`${pspSessions.refundedMinor} + ${amountMinor}`, pspSessions.amountMinor),
      ),
    )
    .returning();
  return row;
}
