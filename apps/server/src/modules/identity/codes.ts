import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { assertNotThrottled, recordAttempt } from './rate-limit.ts';
import {
  type CodeKey,
  countFailedCodeAttempt,
  deleteCode,
  findLiveCode,
  replaceCode,
} from './repo/verification-codes.ts';
import type { CodePurpose } from './schema/verification-codes.ts';
import { randomCode, sameHash, sha256 } from './tokens.ts';

/** How long a mailed code works: registration and additional e-mails a day, password and e-mail changes an hour. */
export const CODE_VALIDITY_MINUTES: Record<CodePurpose, number> = {
  REGISTER: 24 * 60,
  RESET_PASSWORD: 60,
  CHANGE_EMAIL: 60,
  ADDITIONAL_EMAIL: 24 * 60,
};

/** The fifth wrong try burns a code; a new one has to be requested. */
const MAX_CODE_FAILURES = 5;

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

/** True when the code is the live one for the key; a match uses it up. */
async function useCode(db: Database, key: CodeKey, code: string, now: Date): Promise<boolean> {
  const row = await findLiveCode(db, key, now);
  if (!row) return false;
  if (sameHash(row.codeHash, hashCode(row.id, code))) {
    await deleteCode(db, row.id);
    return true;
  }
  if ((await countFailedCodeAttempt(db, row.id)) >= MAX_CODE_FAILURES) await deleteCode(db, row.id);
  return false;
}

/**
 * Uses up a code and answers the account it belongs to, or refuses with 400 INVALID_VERIFICATION_CODE. An unknown
 * account gets the same answer as a wrong code, and both count against the address's and the caller's attempts.
 */
export async function redeemCode(
  db: Database,
  request: { userId: string | undefined; purpose: CodePurpose; email: string; code: string; ip: string },
): Promise<string> {
  const source = { ip: request.ip, account: request.email.toLowerCase() };
  await assertNotThrottled(db, 'CODE', source);
  const { userId, purpose, email, code } = request;
  if (userId !== undefined && (await useCode(db, { userId, purpose, email }, code, new Date()))) return userId;
  await recordAttempt(db, 'CODE', source, false);
  throw badRequest(ErrorCodes.invalidCode, 'The code is wrong or no longer valid');
}
