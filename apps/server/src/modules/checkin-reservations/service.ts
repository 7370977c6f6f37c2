import type { CheckinReservation, CheckinSlot } from '@motus/contract';
import { CheckinReservationErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { addDays, formatLocalDate, localDateOf, zonedInstant } from '../../lib/zoned-time.ts';
import { entranceRestrictionAt } from '../booking/index.ts';
import { studioSummariesById } from '../studios/index.ts';
import {
  changeReserved,
  countLiveReservationsBetween,
  findLiveReservation,
  findReservationEntry,
  insertReservation,
  listReservationEntries,
  listSlotsOfStudio,
  lockMemberReservations,
  lockSlot,
  markCanceled,
  type ReservationEntry,
} from './repo.ts';
import { mailReservationCancelled } from './reservation-mails.ts';
import type { CheckinReservationSlotRow } from './schema.ts';

/** Live reservations a member may hold for slots of one (studio-local) day: a morning and an evening visit. */
export const MAX_RESERVATIONS_PER_DAY = 2;
/** A reserved place is held this long after the slot starts; a member arriving later queues like everyone else. */
export const CHECKIN_GRACE_MINUTES = 30;
/** Without an end, the slots of the coming week; a longer range than this is refused. */
const DEFAULT_RANGE_DAYS = 7;
const MAX_RANGE_DAYS = 31;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type StudioRef = { id: number; tenantId: string; zoneId: string };
type StudioSummary = { id: number; name: string; zoneId: string };

function failure(status: number, errorCode: string, message: string, until?: Date): HttpError {
  const typedArgs = until ? [{ type: 'TIMESTAMP', value: until.toISOString() }] : [];
  return new HttpError(status, errorCode, message, [{ errorCode, typedArgs }]);
}

function toSlot(row: CheckinReservationSlotRow): CheckinSlot {
  return {
    id: row.id,
    studioId: row.studioId,
    startDateTime: row.startAt.toISOString(),
    endDateTime: row.endAt.toISOString(),
    capacity: row.capacity,
    freePlaces: Math.max(0, row.capacity - row.reserved),
  };
}

function lastPossibleCheckin(slot: CheckinReservationSlotRow): Date {
  return new Date(Math.min(slot.startAt.getTime() + CHECKIN_GRACE_MINUTES * MINUTE, slot.endAt.getTime()));
}

function toReservation({ reservation, slot }: ReservationEntry, studio: StudioSummary, now: Date): CheckinReservation {
  return {
    id: reservation.id,
    slotId: slot.id,
    status: reservation.status,
    usageDate: formatLocalDate(localDateOf(slot.startAt, studio.zoneId)),
    startTime: slot.startAt.toISOString(),
    endTime: slot.endAt.toISOString(),
    lastPossibleCheckinDateTime: lastPossibleCheckin(slot).toISOString(),
    studio,
    reservedAt: reservation.createdAt.toISOString(),
    canceledAt: reservation.canceledAt?.toISOString() ?? null,
    cancelable: reservation.status === 'RESERVED' && slot.startAt > now,
  };
}

async function toReservations(db: Database, entries: ReservationEntry[], now: Date): Promise<CheckinReservation[]> {
  const studios = await studioSummariesById(
    db,
    entries.map((entry) => entry.slot.studioId),
  );
  return entries.map((entry) => {
    const studio = studios.get(entry.slot.studioId);
    if (!studio) throw new Error(`studio ${entry.slot.studioId} of a check-in slot is missing`);
    return toReservation(entry, studio, now);
  });
}

export async function openSlots(
  db: Database,
  studioId: number,
  request: { startDate?: string | undefined; endDate?: string | undefined },
  now = new Date(),
): Promise<CheckinSlot[]> {
  const start = request.startDate ? new Date(request.startDate) : now;
  const until = request.endDate ? new Date(request.endDate) : new Date(start.getTime() + DEFAULT_RANGE_DAYS * DAY);
  if (until <= start || until.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY) {
    throw badRequest(
      CheckinReservationErrors.invalidRange,
      `endDate must follow startDate within ${MAX_RANGE_DAYS} days`,
    );
  }
  const from = start > now ? start : now;
  return (await listSlotsOfStudio(db, { studioId, from, until })).map(toSlot);
}

/** The member's live reservations of slots on the slot's day, as the studio's calendar counts days. */
function countOnSlotDay(db: Database, customerId: string, slot: CheckinReservationSlotRow, zoneId: string) {
  const day = localDateOf(slot.startAt, zoneId);
  return countLiveReservationsBetween(db, {
    customerId,
    from: zonedInstant(day, 0, zoneId),
    until: zonedInstant(addDays(day, 1), 0, zoneId),
  });
}

async function assertMayEnter(db: Database, customerId: string, slot: CheckinReservationSlotRow): Promise<void> {
  const restriction = await entranceRestrictionAt(db, customerId, slot.startAt);
  if (restriction?.kind === 'ACCESS_REFUSED') {
    throw failure(403, CheckinReservationErrors.accessRefused, 'The studio has refused access; please contact it');
  }
  if (restriction?.kind === 'ENTRANCE_LOCKED') {
    throw failure(403, CheckinReservationErrors.entranceLocked, 'Entrance is locked after no-shows', restriction.until);
  }
}

/** Checks every rule on the locked slot, most specific first, and takes a place. */
async function takePlace(
  tx: Database,
  member: ConnectedCustomer,
  studio: StudioRef,
  slot: CheckinReservationSlotRow | undefined,
  now: Date,
) {
  if (!slot || slot.studioId !== studio.id || slot.tenantId !== member.tenant) {
    throw notFound(CheckinReservationErrors.slotNotFound, 'This time slot does not exist');
  }
  if (slot.startAt <= now) throw failure(409, CheckinReservationErrors.slotStarted, 'This time slot has started');
  await assertMayEnter(tx, member.customerId, slot);
  if (await findLiveReservation(tx, slot.id, member.customerId)) {
    throw failure(409, CheckinReservationErrors.alreadyReserved, 'You have already reserved this time slot');
  }
  if ((await countOnSlotDay(tx, member.customerId, slot, studio.zoneId)) >= MAX_RESERVATIONS_PER_DAY) {
    throw failure(409, CheckinReservationErrors.dailyLimitReached, 'No more reservations on this day');
  }
  if (slot.reserved >= slot.capacity) throw failure(409, CheckinReservationErrors.slotFull, 'This time slot is full');
  await changeReserved(tx, slot.id, 1);
  const reservation = await insertReservation(tx, {
    tenantId: member.tenant,
    slotId: slot.id,
    customerId: member.customerId,
  });
  return { reservation, slot: { ...slot, reserved: slot.reserved + 1 } };
}

/**
 * Reserves a place in a slot. The member's lock, then the slot's row lock, serialise every reservation: capacity
 * and the daily limit hold across server instances; the unique live index is the last line against a double submit.
 */
export async function reserveSlot(
  db: Database,
  request: { member: ConnectedCustomer; studio: StudioRef; slotId: number },
  now = new Date(),
): Promise<CheckinReservation> {
  try {
    const entry = await db.transaction(async (tx) => {
      await lockMemberReservations(tx, request.member.customerId);
      return takePlace(tx, request.member, request.studio, await lockSlot(tx, request.slotId), now);
    });
    const [reservation] = await toReservations(db, [entry], now);
    if (!reservation) throw new Error('reservation not mapped');
    return reservation;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw failure(409, CheckinReservationErrors.alreadyReserved, 'You have already reserved this time slot');
  }
}

function reservationNotFound(): HttpError {
  return notFound(CheckinReservationErrors.reservationNotFound, 'This reservation does not exist');
}

/**
 * Cancels one of the members' reservations (another member's or tenant's is not found), frees its place and mails the
 * member a confirmation.
 */
export async function cancelReservation(
  db: Database,
  request: { customerIds: string[]; id: string; origin: string },
  now = new Date(),
): Promise<CheckinReservation> {
  const { customerIds, id } = request;
  const found = await findReservationEntry(db, id, customerIds);
  if (!found) throw reservationNotFound();
  const entry = await db.transaction(async (tx) => {
    const slot = await lockSlot(tx, found.slot.id);
    const current = await findReservationEntry(tx, id, customerIds, true);
    if (!slot || !current) throw reservationNotFound();
    if (current.reservation.status === 'CANCELED') {
      throw failure(409, CheckinReservationErrors.alreadyCanceled, 'This reservation is already cancelled');
    }
    if (slot.startAt <= now) throw failure(409, CheckinReservationErrors.slotStarted, 'This time slot has started');
    await markCanceled(tx, id, now);
    await changeReserved(tx, slot.id, -1);
    await mailReservationCancelled(tx, { customerId: current.reservation.customerId, slot, origin: request.origin });
    const canceled: ReservationEntry = {
      reservation: { ...current.reservation, status: 'CANCELED', canceledAt: now },
      slot: { ...slot, reserved: slot.reserved - 1 },
    };
    return canceled;
  });
  const [reservation] = await toReservations(db, [entry], now);
  if (!reservation) throw reservationNotFound();
  return reservation;
}

/** The member's upcoming live reservations at a studio. */
export async function upcomingReservationsAt(
  db: Database,
  customerId: string,
  studioId: number,
  now = new Date(),
): Promise<CheckinReservation[]> {
  const entries = await listReservationEntries(db, { customerIds: [customerId], studioId, upcomingAt: now });
  return toReservations(db, entries, now);
}

/** Every reservation of the members' customers, current and past. */
export async function allReservations(
  db: Database,
  customerIds: string[],
  now = new Date(),
): Promise<CheckinReservation[]> {
  return toReservations(db, await listReservationEntries(db, { customerIds }), now);
}
