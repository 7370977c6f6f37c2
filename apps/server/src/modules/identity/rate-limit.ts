import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type AttemptSource, countAttempts, deleteAttemptsOf, insertAttempt } from './repo/auth-attempts.ts';
import type { AttemptKind } from './schema/auth-attempts.ts';

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

interface Limit {
  perAccount: number;
  perIp: number;
  /** failures: only failed attempts count (wrong passwords, codes); requests: every request counts (mails sent). */
  counts: 'failures' | 'requests';
}

/** Per 15 minutes. An office or mobile network shares one address, so the per-address limits are higher. */
const RATE_LIMITS: Record<AttemptKind, Limit> = {
  LOGIN: { perAccount: 10, perIp: 100, counts: 'failures' },
  CODE: { perAccount: 10, perIp: 100, counts: 'failures' },
  MAIL: { perAccount: 5, perIp: 50, counts: 'requests' },
  STUDIO_CONNECT: { perAccount: 10, perIp: 100, counts: 'failures' },
};

function tooManyRequests(): HttpError {
  return new HttpError(429, ErrorCodes.tooManyRequests, 'Too many attempts. Please wait a few minutes.');
}

async function used(db: Database, kind: AttemptKind, by: 'ip' | 'account', value: string): Promise<number> {
  const since = new Date(Date.now() - RATE_LIMIT_WINDOW_MS);
  return countAttempts(db, kind, by, value, since, RATE_LIMITS[kind].counts === 'failures');
}

export async function isAccountThrottled(db: Database, kind: AttemptKind, account: string): Promise<boolean> {
  return (await used(db, kind, 'account', account)) >= RATE_LIMITS[kind].perAccount;
}

/** Refuses with 429 when the caller's address has used up its attempts. */
export async function assertIpNotThrottled(db: Database, kind: AttemptKind, ip: string): Promise<void> {
  if ((await used(db, kind, 'ip', ip)) >= RATE_LIMITS[kind].perIp) throw tooManyRequests();
}

/** Refuses with 429 when the caller's address or the account has used up its attempts. */
export async function assertNotThrottled(db: Database, kind: AttemptKind, source: AttemptSource): Promise<void> {
  await assertIpNotThrottled(db, kind, source.ip);
  if (await isAccountThrottled(db, kind, source.account)) throw tooManyRequests();
}

export function recordAttempt(
  db: Database,
  kind: AttemptKind,
  source: AttemptSource,
  succeeded: boolean,
): Promise<void> {
  return insertAttempt(db, kind, source, succeeded);
}

/** A success forgives the account's earlier failures. */
export function forgiveFailures(db: Database, kind: AttemptKind, account: string): Promise<void> {
  return deleteAttemptsOf(db, kind, account);
}
