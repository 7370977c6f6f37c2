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

/**
 * Counts a try of the live code before it is compared, in one conditional update: concurrent tries on any number of
 * connections each see the count the one before left. Nothing when there is no live code or it has had its tries.
 */
export async function takeCodeTry(
  db: Database,
  key: CodeKey,
  now: Date,
  maxTries: number,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(and(matchesKey(key), gt(verificationCodes.expiresAt, now), lt(verificationCodes.failedAttempts, maxTries)))
    .returning();
  return row;
}

/** Uses the code up; true only for the one caller whose delete removed it. */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(verificationCodes)
    .where(eq(verificationCodes.id, id))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function deleteExpiredCodes(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}
