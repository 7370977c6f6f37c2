import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { attemptCounters, type CounterScope, type LimitKind } from '../schema/attempt-counters.ts';

export interface CounterKey {
  kind: LimitKind;
  scope: CounterScope;
  key: string;
}

function matches(counter: CounterKey) {
  return and(
    eq(attemptCounters.kind, counter.kind),
    eq(attemptCounters.scope, counter.scope),
    eq(attemptCounters.key, counter.key),
  );
}

/**
 * Takes one use of the counter when its window has one left, in a single statement: the upsert locks the row, so
 * concurrent takers on any number of connections queue on it and each sees the count the one before left. A window
 * that started at or before `windowEndedBefore` is over: the use starts a new one. Answers whether a use was taken.
 */
export async function takeCounterUse(
  db: Database,
  counter: CounterKey,
  limit: number,
  now: Date,
  windowEndedBefore: Date,
): Promise<boolean> {
  const over = sql`${attemptCounters.windowStart} <= ${windowEndedBefore.toISOString()}`;
  const rows = await db
    .insert(attemptCounters)
    .values({ ...counter, used: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [attemptCounters.kind, attemptCounters.scope, attemptCounters.key],
      set: {
        used: sql`case when ${over} then 1 else ${attemptCounters.used} + 1 end`,
        windowStart: sql`case when ${over} then excluded.window_start else ${attemptCounters.windowStart} end`,
      },
      setWhere: sql`${over} or ${attemptCounters.used} < ${limit}`,
    })
    .returning({ used: attemptCounters.used });
  return rows.length > 0;
}

/** Gives one use back (an attempt that turned out not to count). */
export async function returnCounterUse(db: Database, counter: CounterKey): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ used: sql`greatest(${attemptCounters.used} - 1, 0)` })
    .where(matches(counter));
}

/** Forgets every use of the counter (a success forgives earlier failures). */
export async function resetCounter(db: Database, counter: CounterKey): Promise<void> {
  await db.delete(attemptCounters).where(matches(counter));
}

export async function deleteCountersStartedBefore(db: Database, before: Date): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, before));
}
