import { ErrorCodes } from '@motus/contract';
import type { Database } from '../db/client.ts';
import { assertUsage, type UsageLimit } from './usage-limit.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What a guest (no login) may do that holds capacity or mails someone (docs/operations.md, "Abuse limits"). A source
 * address is shared by an office or a mobile network, so its limits are the higher ones.
 */
export const GUEST_LIMITS = {
  holdsPerSource: { limit: 60, windowMs: HOUR_MS },
  holdsPerEmail: { limit: 5, windowMs: HOUR_MS },
  mailsPerSource: { limit: 100, windowMs: DAY_MS },
  mailsPerRecipient: { limit: 5, windowMs: DAY_MS },
} satisfies Record<string, UsageLimit>;

/** Who the guest is: the request's source address (request.ip, see TRUST_PROXY) and the e-mail address they gave. */
export interface GuestSource {
  source: string;
  email: string;
}

/**
 * Source before e-mail address, and (in a trial booking) holds before mails: every guest request takes the counters'
 * row locks in the same order, so concurrent requests wait for each other instead of deadlocking.
 */
async function countGuestUse(
  db: Database,
  guest: GuestSource,
  what: 'hold' | 'mail',
  limits: { perSource: UsageLimit; perEmail: UsageLimit },
): Promise<void> {
  await assertUsage(
    db,
    { key: `guest-${what}:source:${guest.source}`, ...limits.perSource },
    { message: 'Too many bookings from this network; please try again later', limitCode: ErrorCodes.guestSourceLimit },
  );
  await assertUsage(
    db,
    { key: `guest-${what}:email:${guest.email.toLowerCase()}`, ...limits.perEmail },
    {
      message: 'Too many bookings for this e-mail address; please try again later',
      limitCode: ErrorCodes.guestEmailLimit,
    },
  );
}

/**
 * Counts a place a guest holds (an unconfirmed trial place, a place held while they pay), or refuses with 429. Called
 * in the hold's transaction, before the appointment's lock, so a refused hold counts nothing.
 */
export function countGuestHold(db: Database, guest: GuestSource): Promise<void> {
  return countGuestUse(db, guest, 'hold', {
    perSource: GUEST_LIMITS.holdsPerSource,
    perEmail: GUEST_LIMITS.holdsPerEmail,
  });
}

/** Counts a mail a guest's request sends to the address they typed (per address and day), or refuses with 429. */
export function countGuestMail(db: Database, guest: GuestSource): Promise<void> {
  return countGuestUse(db, guest, 'mail', {
    perSource: GUEST_LIMITS.mailsPerSource,
    perEmail: GUEST_LIMITS.mailsPerRecipient,
  });
}
