import { ErrorCodes } from '@motus/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { HttpError } from './http-error.ts';
import { usageCounters } from './usage-limit-schema.ts';

/** At most `limit` uses per window of `windowMs`. */
export interface UsageLimit {
  limit: number;
  windowMs: number;
}

export interface UsageRequest extends UsageLimit {
  /** What is counted and for whom, e.g. `guest-hold:source:203.0.113.7`. */
  key: string;
  now?: Date;
}

/**
 * Counts one use of the key and answers whether it was within the limit, in one statement: the conditional upsert
 * counts only while the window has room (or has ended, which starts a new one) and answers no row otherwise. The
 * counter's row lock orders concurrent uses of one key, on any number of instances, so at most `limit` are ever
 * allowed per window. Inside a transaction the use is counted only if the transaction commits.
 */
export async function consumeUsage(db: Database, request: UsageRequest): Promise<boolean> {
  const now = request.now ?? new Date();
  const windowEnded = sql`${usageCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const counted = await db
    .insert(usageCounters)
    .values({ key: request.key, used: 1, windowEndsAt: new Date(now.getTime() + request.windowMs) })
    .onConflictDoUpdate({
      target: usageCounters.key,
      set: {
        used: sql`case when ${windowEnded} then 1 else ${usageCounters.used} + 1 end`,
        windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${usageCounters.windowEndsAt} end`,
      },
      setWhere: sql`${windowEnded} or ${usageCounters.used} < ${request.limit}`,
    })
    .returning({ used: usageCounters.used });
  return counted.length > 0;
}

/** 429 TOO_MANY_REQUESTS; the item, when given, names the limit for the client's message. */
export function tooManyRequests(message: string, limitCode?: string): HttpError {
  const errors = limitCode ? [{ errorCode: limitCode, typedArgs: [] }] : undefined;
  return new HttpError(429, ErrorCodes.tooManyRequests, message, errors);
}

/** Counts one use, or refuses with 429 when the key's window is used up. */
export async function assertUsage(
  db: Database,
  request: UsageRequest,
  refusal: { message: string; limitCode?: string },
): Promise<void> {
  if (!(await consumeUsage(db, request))) throw tooManyRequests(refusal.message, refusal.limitCode);
}

/** Gives one use back (a use that turned out not to count, such as a guess that was right). */
export async function returnUsage(db: Database, key: string): Promise<void> {
  await db
    .update(usageCounters)
    .set({ used: sql`greatest(${usageCounters.used} - 1, 0)` })
    .where(eq(usageCounters.key, key));
}

/** Forgets every use of the key in its window (a success that forgives earlier failures). */
export async function forgetUsage(db: Database, key: string): Promise<void> {
  await db.delete(usageCounters).where(eq(usageCounters.key, key));
}

/** Drops the counters whose window has ended (housekeeping): a new use starts from zero anyway. */
export async function deleteEndedUsageWindows(db: Database, now = new Date()): Promise<void> {
  await db.delete(usageCounters).where(lt(usageCounters.windowEndsAt, now));
}
