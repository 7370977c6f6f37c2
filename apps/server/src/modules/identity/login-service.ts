import { ErrorCodes, PASSWORD_MAX_LENGTH } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from './caller.ts';
import { verifyNothing, verifyPassword } from './password.ts';
import { assertNotThrottled, forgiveFailures, recordAttempt } from './rate-limit.ts';
import { findUserByEmail } from './repo/users.ts';
import type { UserRow } from './schema/users.ts';
import { createSession, type SessionTicket } from './session-service.ts';

interface Credentials {
  username: string;
  password: string;
}

/** `Basic base64(username:password)`, UTF-8; null for anything else. */
function parseBasicAuthorization(header: string | undefined): Credentials | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return null;
  const username = decoded.slice(0, separator).trim();
  const password = decoded.slice(separator + 1);
  if (!username || !password || username.length > 254 || password.length > PASSWORD_MAX_LENGTH) return null;
  return { username, password };
}

/** One answer for a wrong password, an unknown, unverified or locked account: the caller cannot tell them apart. */
function invalidCredentials(): HttpError {
  return new HttpError(401, ErrorCodes.invalidCredentials, 'Wrong username or password');
}

async function checkCredentials(db: Database, credentials: Credentials | null): Promise<UserRow | undefined> {
  const user = credentials ? await findUserByEmail(db, credentials.username) : undefined;
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, credentials?.password ?? '')
    : await verifyNothing(credentials?.password ?? '');
  return user && passwordMatches && user.verified && !user.lockedAt ? user : undefined;
}

/** Logs in with the basic authorization header; the 11th failure within 15 minutes for an account answers 429. */
export async function login(
  db: Database,
  authorization: string | undefined,
  caller: Caller,
): Promise<{ user: UserRow; ticket: SessionTicket }> {
  const credentials = parseBasicAuthorization(authorization);
  const source = { ip: caller.ip, account: credentials?.username.toLowerCase() ?? '' };
  await assertNotThrottled(db, 'LOGIN', source);
  const user = await checkCredentials(db, credentials);
  if (!user) {
    await recordAttempt(db, 'LOGIN', source, false);
    throw invalidCredentials();
  }
  await forgiveFailures(db, 'LOGIN', source.account);
  return { user, ticket: await createSession(db, user.id, caller) };
}

/** A member's current password, for changes that need it; wrong guesses count like failed logins. */
export async function assertCurrentPassword(db: Database, user: UserRow, password: string, ip: string): Promise<void> {
  const source = { ip, account: user.email.toLowerCase() };
  await assertNotThrottled(db, 'LOGIN', source);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordAttempt(db, 'LOGIN', source, false);
  throw new HttpError(400, ErrorCodes.wrongPassword, 'The current password is wrong');
}
