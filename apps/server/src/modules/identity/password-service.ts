import type { Database } from '../../db/client.ts';
import type { SessionTicket } from '../../plugins/session.ts';
import { requireUser } from './accounts.ts';
import type { Caller } from './caller.ts';
import { countMailRequest, mailCode } from './code-mails.ts';
import { redeemCode } from './codes.ts';
import { assertCurrentPassword } from './login-service.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, updateUser } from './repo/users.ts';
import { createSession, revokeAllSessions } from './session-service.ts';

/**
 * Sets a new password after checking the current one. Every session of the account ends, this one included; the
 * caller gets a fresh session, so a stolen cookie stops working while the user stays logged in.
 */
export async function changePassword(
  db: Database,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  caller: Caller,
): Promise<SessionTicket> {
  const user = await requireUser(db, userId);
  await assertCurrentPassword(db, user, passwords.currentPassword, caller);
  const passwordHash = await hashPassword(passwords.newPassword);
  return db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeAllSessions(tx, user.id);
    return createSession(tx, user.id, caller);
  });
}

/** Mails a reset code when the address belongs to an account; the answer is the same when it does not. */
export async function requestPasswordReset(db: Database, email: string, caller: Caller): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.lockedAt) return countMailRequest(db, email, caller);
  await db.transaction(async (tx) => {
    await mailCode(tx, { user, purpose: 'RESET_PASSWORD', email: user.email, caller, whenThrottled: 'quiet' });
  });
}

/** Sets the password with a mailed code. Receiving the code proves the address, so the account counts as verified. */
export async function resetPassword(
  db: Database,
  request: { email: string; code: string; password: string },
  caller: Caller,
): Promise<void> {
  const user = await findUserByEmail(db, request.email);
  const { email, code } = request;
  const userId = await redeemCode(db, { userId: user?.id, purpose: 'RESET_PASSWORD', email, code, ip: caller.ip });
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, verified: true });
    await revokeAllSessions(tx, userId);
  });
}
