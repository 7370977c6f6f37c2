import type { Database } from '../../db/client.ts';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { repeatEvery } from '../../lib/server-module.ts';
import { cancelPlace, lockAppointment, mailPromoted } from '../booking/index.ts';
import { findGuestPlace, listExpiredHolds } from './repo.ts';

/** How many held places one run releases; the next run takes the rest. */
const BATCH = 100;
/** Unconfirmed guest places are released within a minute of their confirmUntil. */
const RELEASE_INTERVAL_MS = 60 * 1000;

async function releaseHold(db: Database, hold: { id: string; appointmentId: number }, origin: string, now: Date) {
  return db.transaction(async (tx) => {
    // Under the appointment's lock the place is read again: a confirmation may have won the race.
    await lockAppointment(tx, hold.appointmentId);
    const item = await findGuestPlace(tx, hold.id);
    if (!item?.leadId || item.status === 'CANCELED' || item.confirmUntil === null || item.confirmUntil > now)
      return false;
    await cancelPlace(
      tx,
      { holder: { leadId: item.leadId }, calendarItemId: item.id, now, release: true },
      { promoted: mailPromoted(origin) },
    );
    return true;
  });
}

/**
 * Frees the guest places not confirmed by their confirmUntil, through the booking core so that the first waiting
 * member moves up (and is mailed). Answers how many places were released.
 */
export async function releaseExpiredHolds(db: Database, origin: string, now = new Date()): Promise<number> {
  const holds = await listExpiredHolds(db, now, BATCH);
  let released = 0;
  for (const hold of holds) {
    if (await releaseHold(db, hold, origin, now)) released += 1;
  }
  return released;
}

/** Runs the release every minute on every instance; the appointment's lock keeps two instances from racing. */
export const releaseExpiredHoldsJob = repeatEvery(RELEASE_INTERVAL_MS, 'releasing guest places failed', (app) =>
  releaseExpiredHolds(app.db, portalOrigin(app.config)),
);
