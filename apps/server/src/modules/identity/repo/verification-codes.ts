import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type CodePurpose, type VerificationCodeRow, verificationCodes } from '../schema/verification-codes.ts';

export interface CodeKey {
  userId: string;
  purpose: CodePurpose;
  email: string;
}

function matchesKey(key: CodeKey) {
  return and(
    eq(verificationCodes.userId, key.userId),
    eq(verificationCodes.purpose, key.purpose),
    eq(verificationCodes.email, key.email.toLowerCase()),
  );
}

/** Replaces the live code for this user, purpose and address: only the newest mailed code works. */
export async function replaceCode(
  db: Database,
  key: CodeKey,
  code: { id: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(verificationCodes).where(matchesKey(key));
  await db.insert(verificationCodes).values({ ...key, email: key.email.toLowerCase(), ...code });
}

export async function findLiveCode(db: Database, key: CodeKey, now: Date): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(matchesKey(key), gt(verificationCodes.expiresAt, now)))
    .limit(1);
  return row;
}

export async function countFailedCodeAttempt(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function deleteCode(db: Database, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function deleteExpiredCodes(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}
