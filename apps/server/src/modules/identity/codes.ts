import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { attemptSucceeded, beginAttempt } from './guess-limits.ts';
import { type CodeKey, consumeCode, replaceCode, takeCodeTry } from './repo/verification-codes.ts';
import type { CodePurpose } from './schema/verification-codes.ts';
import { randomCode, sameHash, sha256 } from './tokens.ts';

/** How long a mailed code works: registration and additional e-mails a day, password and e-mail changes an hour. */
export const CODE_VALIDITY_MINUTES: Record<CodePurpose, number> = {
  REGISTER: 24 * 60,
  RESET_PASSWORD: 60,
  CHANGE_EMAIL: 60,
  ADDITIONAL_EMAIL: 24 * 60,
};

/** A code is compared at most five times; then it is burnt and a new one has to be requested. */
const MAX_CODE_TRIES = 5;

function hashCode(id: string, code: string): string {
  return sha256(`${id}:${code}`);
}

export async function issueCode(db: Database, key: CodeKey, now = new Date()): Promise<string> {
  const code = randomCode();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CODE_VALIDITY_MINUTES[key.purpose] * 60_000);
  await replaceCode(db, key, { id, codeHash: hashCode(id, code), expiresAt });
  return code;
}

/** True when the code is the live one for the key and this caller used it up (of two at once, one wins). */
async function useCode(db: Database, key: CodeKey, code: string, now: Date): Promise<boolean> {
  const row = await takeCodeTry(db, key, now, MAX_CODE_TRIES);
  return row !== undefined && sameHash(row.codeHash, hashCode(row.id, code)) && (await consumeCode(db, row.id));
}

/**
 * Uses up a code and answers the account it belongs to, or refuses with 400 INVALID_VERIFICATION_CODE. An unknown
 * account gets the same answer as a wrong code, and both count against the address's and the caller's attempts.
 */
export async function redeemCode(
  db: Database,
  request: { userId: string | undefined; purpose: CodePurpose; email: string; code: string; ip: string },
): Promise<string> {
  const attempt = await beginAttempt(db, 'CODE', { source: request.ip, account: request.email.toLowerCase() });
  const { userId, purpose, email, code } = request;
  if (userId !== undefined && (await useCode(db, { userId, purpose, email }, code, new Date()))) {
    await attemptSucceeded(db, attempt);
    return userId;
  }
  throw badRequest(ErrorCodes.invalidCode, 'The code is wrong or no longer valid');
}
