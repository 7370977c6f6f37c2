import type { Database } from '../../db/client.ts';
import { deleteMailOf } from '../mail/index.ts';
import { requireUser } from './accounts.ts';
import type { Caller } from './caller.ts';
import { assertCurrentPassword } from './login-service.ts';
import { deleteUser } from './repo/users.ts';

/**
 * Deletes the account with its sessions, codes, e-mails, picture, studio connects, decisions, devices and mail. It
 * cannot be undone, so the current password is asked for again: a cookie left on a shared computer is not enough.
 */
export async function deleteAccount(db: Database, userId: string, password: string, caller: Caller): Promise<void> {
  const user = await requireUser(db, userId);
  await assertCurrentPassword(db, user, password, caller);
  await db.transaction(async (tx) => {
    await deleteMailOf(tx, userId);
    await deleteUser(tx, userId);
  });
}

/** The portal address with the member's referral code (spec 000 section 2.5 reads referralCode from the address). */
export async function referralUrlOf(db: Database, userId: string, origin: string) {
  const user = await requireUser(db, userId);
  return {
    referralUrl: `${origin}/?${new URLSearchParams({ referralCode: user.referralCode })}`,
    referralCode: user.referralCode,
  };
}
