import { and, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loginUnlocks, type TrustedDeviceRow, trustedDevices } from '../schema/trusted-devices.ts';

export async function insertTrustedDevice(
  db: Database,
  device: { userId: string; tokenHash: string; expiresAt: Date; lastUsedAt: Date },
): Promise<void> {
  await db.insert(trustedDevices).values(device);
}

export async function findLiveTrustedDevice(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<TrustedDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)))
    .limit(1);
  return row;
}

export async function extendTrustedDevice(db: Database, id: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(trustedDevices).set({ expiresAt, lastUsedAt: now }).where(eq(trustedDevices.id, id));
}

/** Keeps the account's most recently used devices; older ones are forgotten. */
export async function keepNewestTrustedDevices(db: Database, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .orderBy(desc(trustedDevices.lastUsedAt))
    .limit(keep);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), notInArray(trustedDevices.id, newest)));
}

export async function insertLoginUnlock(
  db: Database,
  unlock: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginUnlocks).values(unlock);
}

/** Uses a live unlock link up and answers its account; of two uses at once, one gets it. */
export async function takeLoginUnlock(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(loginUnlocks)
    .where(and(eq(loginUnlocks.tokenHash, tokenHash), gt(loginUnlocks.expiresAt, now)))
    .returning({ userId: loginUnlocks.userId });
  return row?.userId;
}

export async function deleteExpiredDevicesAndUnlocks(db: Database, now: Date): Promise<void> {
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
  await db.delete(loginUnlocks).where(lt(loginUnlocks.expiresAt, now));
}
