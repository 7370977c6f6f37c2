import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MailChannel, type NewOutboxRow, type OutboxRow, outbox } from './schema.ts';

/**
 * Due from the application's clock, like the sender's `now`: the database's clock has microseconds, so a mail queued
 * within the sender's millisecond would otherwise count as not yet due.
 */
export async function insertMail(db: Database, row: NewOutboxRow): Promise<void> {
  await db.insert(outbox).values({ nextAttemptAt: new Date(), ...row });
}

/**
 * Claims due messages for one sender: rows another instance holds are skipped, and the claimed ones are leased
 * (their next attempt moved past the lease) so that a sender that dies leaves them to the others.
 */
export function claimDueMail(db: Database, now: Date, batchSize: number, leaseUntil: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Database, id: string, channel: MailChannel, now: Date): Promise<void> {
  await db.update(outbox).set({ status: 'SENT', channel, sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

export async function markFailedAttempt(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'FAILED' })
    .where(eq(outbox.id, id));
}

export async function deleteMailOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.userId, userId));
}

export function findRecentMail(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

export async function findMail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** The mail about the account, oldest first: no bodies, which the templates can tell again. */
export function findMailHeadersOfUser(db: Database, userId: string) {
  return db
    .select({
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      template: outbox.template,
      status: outbox.status,
    })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(asc(outbox.createdAt));
}
