import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { uiLocaleOf } from './accounts.ts';
import type { Caller } from './caller.ts';
import { countMailRequest, mailCode } from './code-mails.ts';
import { redeemCode } from './codes.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, insertUser, updateUser } from './repo/users.ts';
import type { NewUserRow, UserRow } from './schema/users.ts';
import { randomReferralCode } from './tokens.ts';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  locale?: string | undefined;
}

export function emailAlreadyRegistered(): HttpError {
  return new HttpError(409, ErrorCodes.emailAlreadyRegistered, 'An account with this e-mail address exists already');
}

/** Inserts an account; a concurrent registration of the same address answers 409 rather than failing. */
export async function createAccount(
  db: Database,
  account: Omit<NewUserRow, 'referralCode' | 'termsAcceptedAt'>,
): Promise<UserRow> {
  try {
    return await insertUser(db, { ...account, referralCode: randomReferralCode(), termsAcceptedAt: new Date() });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailAlreadyRegistered();
    throw error;
  }
}

/**
 * Creates an unverified account and mails its code. An address with an account, verified or not, answers 409: taking
 * over a pending registration would let someone set the password of an account its owner then verifies. The owner of
 * a pending one asks for the registration mail again, or resets the password (which verifies too). Asking about taken
 * addresses costs the caller's IP like sending mail does.
 */
export async function register(db: Database, registration: Registration, caller: Caller): Promise<UserRow> {
  if (await findUserByEmail(db, registration.email)) {
    await countMailRequest(db, registration.email, caller);
    throw emailAlreadyRegistered();
  }
  const passwordHash = await hashPassword(registration.password);
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, {
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      passwordHash,
      locale: uiLocaleOf(registration.locale, caller.locale),
      verified: false,
    });
    await mailCode(tx, { user, purpose: 'REGISTER', email: user.email, caller, whenThrottled: 'refuse' });
    return user;
  });
}

/** Confirms the address with the mailed code. */
export async function verifyRegistration(
  db: Database,
  request: { email: string; code: string },
  caller: Caller,
): Promise<UserRow> {
  const user = await findUserByEmail(db, request.email);
  const pending = user && !user.verified ? user : undefined;
  const userId = await redeemCode(db, { ...request, userId: pending?.id, purpose: 'REGISTER', ip: caller.ip });
  return updateUser(db, userId, { verified: true });
}

/** Mails a new code to an unverified account; the answer is the same for any other address. */
export async function resendRegistrationMail(db: Database, email: string, caller: Caller): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.verified) return countMailRequest(db, email, caller);
  await db.transaction(async (tx) => {
    await mailCode(tx, { user, purpose: 'REGISTER', email: user.email, caller, whenThrottled: 'quiet' });
  });
}
