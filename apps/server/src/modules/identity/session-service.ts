import type { Database } from '../../db/client.ts';
import type { ResolvedSession, SessionLookup, SessionTicket } from '../../plugins/session.ts';
import {
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  extendSession,
  findLiveSession,
  insertSession,
} from './repo/sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry slides at most once an hour, so that a busy session does not write on every request. */
const SLIDE_INTERVAL_MS = 60 * 60 * 1000;

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

export async function createSession(
  db: Database,
  userId: string,
  client: ClientMeta,
  now = new Date(),
): Promise<SessionTicket> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, {
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}

/** The member behind a session token, or null when the token is unknown, expired or its account may not log in. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<ResolvedSession | null> {
  const session = await findLiveSession(db, sha256(token), now);
  if (!session) return null;
  const member = { userId: session.userId, email: session.email, locale: session.locale, sessionId: session.sessionId };
  if (now.getTime() - session.refreshedAt.getTime() < SLIDE_INTERVAL_MS) return { member, renewedUntil: null };
  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await extendSession(db, session.sessionId, renewedUntil, now);
  return { member, renewedUntil };
}

export function revokeSession(db: Database, token: string): Promise<void> {
  return deleteSessionByTokenHash(db, sha256(token));
}

export function revokeAllSessions(db: Database, userId: string): Promise<void> {
  return deleteSessionsOfUser(db, userId);
}

/** The session plugin's look-up of a cookie's session, on this database. */
export function sessionLookupOf(db: Database): SessionLookup {
  return (token) => resolveSession(db, token);
}
