import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PspNotificationRow, pspNotifications, pspSessions } from './schema.ts';

export interface DueNotification extends PspNotificationRow {
  notifyUrl: string;
}

export async function insertNotification(
  db: Database,
  row: { sessionId: string; event: string; payload: Record<string, unknown>; nextAttemptAt: Date },
): Promise<void> {
  await db.insert(pspNotifications).values(row);
}

/**
 * Claims due notifications for one sender: rows another instance holds are skipped, and the claimed ones are leased
 * (their next attempt moved past the lease) so that a sender that dies leaves them to the others.
 */
export async function claimDueNotifications(
  db: Database,
  options: { now: Date; limit: number; leaseUntil: Date; maxAttempts: number },
): Promise<DueNotification[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pspNotifications.id })
      .from(pspNotifications)
      .where(
        and(
          isNull(pspNotifications.deliveredAt),
          lt(pspNotifications.attempts, options.maxAttempts),
          lte(pspNotifications.nextAttemptAt, options.now),
        ),
      )
      .orderBy(asc(pspNotifications.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pspNotifications)
      .set({ attempts: sql`${pspNotifications.attempts} + 1`, nextAttemptAt: options.leaseUntil })
      .where(
        inArray(
          pspNotifications.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return [];
  const urls = await db
    .select({ id: pspSessions.id, notifyUrl: pspSessions.notifyUrl })
    .from(pspSessions)
    .where(
      inArray(
        pspSessions.id,
        claimed.map((row) => row.sessionId),
      ),
    );
  const urlOf = new Map(urls.map((row) => [row.id, row.notifyUrl]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((row) => {
      const notifyUrl = urlOf.get(row.sessionId);
      return notifyUrl ? [{ ...row, notifyUrl }] : [];
    });
}

export async function markDelivered(db: Database, id: number, now: Date): Promise<void> {
  await db.update(pspNotifications).set({ deliveredAt: now, lastError: null }).where(eq(pspNotifications.id, id));
}

/** Without a retry time the notification stays undelivered for good (its attempts are used up). */
export async function markAttemptFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(pspNotifications)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error })
    .where(eq(pspNotifications.id, id));
}
