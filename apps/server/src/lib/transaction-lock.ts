import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Serialises, until the transaction ends, every transaction that locks the same key, on every server instance of the
 * database (a transaction-scoped advisory lock): a check-then-write on it holds under concurrent requests.
 */
export async function lockUntilCommit(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
