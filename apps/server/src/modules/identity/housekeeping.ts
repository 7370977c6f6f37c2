import type { Database } from '../../db/client.ts';
import { RATE_LIMIT_WINDOW_MS } from './rate-limit.ts';
import { deleteAttemptsBefore } from './repo/auth-attempts.ts';
import { deleteExpiredSessions } from './repo/sessions.ts';
import { deleteExpiredCodes } from './repo/verification-codes.ts';

/** Removes expired sessions and codes and attempts older than any rate-limit window; safe on every instance. */
export async function purgeExpiredIdentityData(db: Database, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredCodes(db, now);
  await deleteAttemptsBefore(db, new Date(now.getTime() - RATE_LIMIT_WINDOW_MS));
}
