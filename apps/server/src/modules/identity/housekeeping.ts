import type { Database } from '../../db/client.ts';
import { deleteExpiredSessions } from './repo/sessions.ts';
import { deleteExpiredDevicesAndUnlocks } from './repo/trusted-devices.ts';
import { deleteExpiredCodes } from './repo/verification-codes.ts';

/** Removes expired sessions, codes, devices and unlock links; safe on every instance. */
export async function purgeExpiredIdentityData(db: Database, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredCodes(db, now);
  await deleteExpiredDevicesAndUnlocks(db, now);
}
