import type { Database } from '../../src/db/client.ts';
import type { UsageLimit } from '../../src/lib/usage-limit.ts';
import { usageCounters } from '../../src/lib/usage-limit-schema.ts';

/** Sets a usage key as if `used` uses of the limit's window had just been counted (for limits too high to reach). */
export async function setUsage(db: Database, key: string, limit: UsageLimit, used: number): Promise<void> {
  const values = { key, used, windowEndsAt: new Date(Date.now() + limit.windowMs) };
  await db.insert(usageCounters).values(values).onConflictDoUpdate({ target: usageCounters.key, set: values });
}

/** What a refused answer says about the limit: 429 TOO_MANY_REQUESTS and the limit's item. */
export function limitOf(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { errorCode?: string; errors?: { errorCode: string }[] };
  return { status: response.statusCode, errorCode: body.errorCode, limit: body.errors?.[0]?.errorCode };
}
