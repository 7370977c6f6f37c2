import { ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { enqueueNoticeMail } from '../mail/index.ts';
import type { Caller } from './caller.ts';
import type { DeviceTicket } from './device-cookie.ts';
import { tryAttempt } from './guess-limits.ts';
import {
  extendTrustedDevice,
  findLiveTrustedDevice,
  insertLoginUnlock,
  insertTrustedDevice,
  keepNewestTrustedDevices,
  takeLoginUnlock,
} from './repo/trusted-devices.ts';
import type { TrustedDeviceRow } from './schema/trusted-devices.ts';
import type { UserRow } from './schema/users.ts';
import { randomToken, sha256 } from './tokens.ts';

const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Enough for a household's phones, tablets and computers; the least recently used beyond it are forgotten. */
const DEVICES_KEPT = 20;
const UNLOCK_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** A trusted device of the account and the cookie token that named it. */
export interface PresentedDevice {
  device: TrustedDeviceRow;
  token: string;
}

/** The trusted device of the account that the browser's device cookie names, if it names one. */
export async function presentedDeviceOf(
  db: Database,
  userId: string | undefined,
  token: string | undefined,
  now = new Date(),
): Promise<PresentedDevice | undefined> {
  if (!userId || !token) return undefined;
  const device = await findLiveTrustedDevice(db, sha256(token), now);
  return device?.userId === userId ? { device, token } : undefined;
}

async function newTrustedDevice(db: Database, userId: string, now: Date): Promise<DeviceTicket> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
  await insertTrustedDevice(db, { userId, tokenHash: sha256(token), expiresAt, lastUsedAt: now });
  await keepNewestTrustedDevices(db, userId, DEVICES_KEPT);
  return { token, expiresAt };
}

/** After a successful login: the device the browser presented lives on for another year, or the browser gets one. */
export async function trustDevice(
  db: Database,
  userId: string,
  presented: PresentedDevice | undefined,
  now = new Date(),
): Promise<DeviceTicket> {
  if (!presented) return newTrustedDevice(db, userId, now);
  const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
  await extendTrustedDevice(db, presented.device.id, expiresAt, now);
  return { token: presented.token, expiresAt };
}

/**
 * Mails the owner of an account that unknown devices may no longer try a link that lets the browser opening it log in;
 * at most one such mail an hour per account (a quiet no otherwise), so an attacker cannot flood the owner's inbox.
 */
export async function mailLoginUnlock(db: Database, user: UserRow, caller: Caller, now = new Date()): Promise<void> {
  if (!user.verified || user.lockedAt) return;
  const { attempt } = await tryAttempt(db, 'UNLOCK_MAIL', { source: caller.ip, account: user.id }, now);
  if (!attempt) return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await insertLoginUnlock(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + UNLOCK_VALIDITY_MS),
    });
    await enqueueNoticeMail(tx, {
      to: user.email,
      userId: user.id,
      template: 'login-unlock',
      locale: user.locale,
      variables: {
        name: user.firstName,
        values: {},
        link: `${caller.origin}/login-register?${new URLSearchParams({ unlock: token })}`,
      },
      attachments: [],
      signer: { facilityGroup: caller.facilityGroup, tenantId: caller.tenant },
    });
  });
}

/** Uses up a mailed unlock link: the browser that opened it becomes a trusted device of the account. */
export async function unlockLogin(db: Database, token: string, now = new Date()): Promise<DeviceTicket> {
  const userId = await takeLoginUnlock(db, sha256(token), now);
  if (!userId) throw notFound(ErrorCodes.loginUnlockNotFound, 'This link is unknown, used or expired');
  return newTrustedDevice(db, userId, now);
}
