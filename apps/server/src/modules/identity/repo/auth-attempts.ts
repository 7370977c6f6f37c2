import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type AttemptKind, authAttempts } from '../schema/auth-attempts.ts';

export interface AttemptSource {
  ip: string;
  account: string;
}

export async function insertAttempt(
  db: Database,
  kind: AttemptKind,
  source: AttemptSource,
  succeeded: boolean,
): Promise<void> {
  await db.insert(authAttempts).values({ kind, ...source, succeeded });
}

export async function countAttempts(
  db: Database,
  kind: AttemptKind,
  by: 'ip' | 'account',
  value: string,
  since: Date,
  onlyFailures: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(by === 'ip' ? authAttempts.ip : authAttempts.account, value),
        gt(authAttempts.createdAt, since),
        onlyFailures ? eq(authAttempts.succeeded, false) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function deleteAttemptsOf(db: Database, kind: AttemptKind, account: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.account, account)));
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
