import { ErrorCodes, PASSWORD_MAX_LENGTH } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionTicket } from '../../plugins/session.ts';
import type { Caller } from './caller.ts';
import type { DeviceTicket } from './device-cookie.ts';
import { attemptSucceeded, tooManyAttempts, tryAttempt } from './guess-limits.ts';
import { verifyNothing, verifyPassword } from './password.ts';
import { findUserByEmail } from './repo/users.ts';
import type { UserRow } from './schema/users.ts';
import { createSession } from './session-service.ts';
import { mailLoginUnlock, type PresentedDevice, presentedDeviceOf, trustDevice } from './trusted-device-service.ts';

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

/**
 * Takes a password attempt for an account before the password is evaluated (guess-limits.ts). From a trusted device
 * of the account it counts against that device's own limit, so that guesses from elsewhere, which lock the account
 * for unknown devices, do not lock its owner out (OWASP's device cookies).
 */
async function startPasswordAttempt(db: Database, account: string, user: UserRow | undefined, caller: Caller) {
  const presented = await presentedDeviceOf(db, user?.id, caller.deviceToken);
  const result = await tryAttempt(db, 'LOGIN', { source: caller.ip, account, device: presented?.device.id });
  return { ...result, presented };
}

async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
  return user ? verifyPassword(user.passwordHash, password) : verifyNothing(password);
}

export interface Login {
  user: UserRow;
  ticket: SessionTicket;
  /** The browser's device cookie: a new trusted device, or the one it presented, for another year. */
  device: DeviceTicket;
}

async function startSession(db: Database, user: UserRow, presented: PresentedDevice | undefined, caller: Caller) {
  const device = await trustDevice(db, user.id, presented);
  return { user, ticket: await createSession(db, user.id, caller), device };
}

/**
 * Logs in with the basic authorization header. The 11th failure within 15 minutes for an account answers 429 to
 * unknown devices, and mails the owner a link that lets a browser through; trusted devices have their own 10.
 */
export async function login(db: Database, authorization: string | undefined, caller: Caller): Promise<Login> {
  const credentials = parseBasicAuthorization(authorization);
  const user = credentials ? await findUserByEmail(db, credentials.username) : undefined;
  const account = credentials?.username.toLowerCase() ?? '';
  const { attempt, refused, presented } = await startPasswordAttempt(db, account, user, caller);
  if (!attempt) {
    if (refused === 'ACCOUNT' && user) await mailLoginUnlock(db, user, caller);
    throw tooManyAttempts();
  }
  const matches = await passwordMatches(user, credentials?.password ?? '');
  if (!user || !matches || !user.verified || user.lockedAt) throw invalidCredentials();
  await attemptSucceeded(db, attempt);
  return startSession(db, user, presented, caller);
}

/** A member's current password, for changes that need it; wrong guesses count like failed logins. */
export async function assertCurrentPassword(db: Database, user: UserRow, password: string, caller: Caller) {
  const { attempt } = await startPasswordAttempt(db, user.email.toLowerCase(), user, caller);
  if (!attempt) throw tooManyAttempts();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, ErrorCodes.wrongPassword, 'The current password is wrong');
  }
  await attemptSucceeded(db, attempt);
}
