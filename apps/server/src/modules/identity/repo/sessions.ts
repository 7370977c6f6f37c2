import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../schema/sessions.ts';
import { users } from '../schema/users.ts';

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A live session of an account that may log in (verified, not locked), with what a request needs of its user. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      refreshedAt: sessions.refreshedAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        eq(users.verified, true),
        isNull(users.lockedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, refreshedAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
