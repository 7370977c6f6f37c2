import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type CheckinReservationRow,
  type CheckinReservationSlotRow,
  checkinReservationSlots,
  checkinReservations,
} from './schema.ts';

export async function listSlotsOfStudio(
  db: Database,
  range: { studioId: number; from: Date; until: Date },
): Promise<CheckinReservationSlotRow[]> {
  return db
    .select()
    .from(checkinReservationSlots)
    .where(
      and(
        eq(checkinReservationSlots.studioId, range.studioId),
        gt(checkinReservationSlots.startAt, range.from),
        lt(checkinReservationSlots.startAt, range.until),
      ),
    )
    .orderBy(asc(checkinReservationSlots.startAt), asc(checkinReservationSlots.id));
}

/** Takes the slot's row lock: every change to its places happens while holding it, on any server instance. */
export async function lockSlot(db: Database, slotId: number): Promise<CheckinReservationSlotRow | undefined> {
  const [row] = await db
    .select()
    .from(checkinReservationSlots)
    .where(eq(checkinReservationSlots.id, slotId))
    .for('update');
  return row;
}

export async function changeReserved(db: Database, slotId: number, change: number): Promise<void> {
  await db
    .update(checkinReservationSlots)
    .set({ reserved: sql`${checkinReservationSlots.reserved} + ${change}` })
    .where(eq(checkinReservationSlots.id, slotId));
}

/**
 * Serialises one member's reservations (taken before any slot lock), so that two reservations sent at once for
 * different slots cannot both slip under the daily limit.
 */
export async function lockMemberReservations(db: Database, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkin-reservations:${customerId}`}))`);
}

export async function findLiveReservation(
  db: Database,
  slotId: number,
  customerId: string,
): Promise<CheckinReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(checkinReservations)
    .where(
      and(
        eq(checkinReservations.slotId, slotId),
        eq(checkinReservations.customerId, customerId),
        eq(checkinReservations.status, 'RESERVED'),
      ),
    );
  return row;
}

/** The member's live reservations of slots starting in [from, until). */
export async function countLiveReservationsBetween(
  db: Database,
  request: { customerId: string; from: Date; until: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checkinReservations)
    .innerJoin(checkinReservationSlots, eq(checkinReservationSlots.id, checkinReservations.slotId))
    .where(
      and(
        eq(checkinReservations.customerId, request.customerId),
        eq(checkinReservations.status, 'RESERVED'),
        gte(checkinReservationSlots.startAt, request.from),
        lt(checkinReservationSlots.startAt, request.until),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function insertReservation(
  db: Database,
  reservation: { tenantId: string; slotId: number; customerId: string },
): Promise<CheckinReservationRow> {
  const [row] = await db.insert(checkinReservations).values(reservation).returning();
  if (!row) throw new Error('check-in reservation not inserted');
  return row;
}

export async function markCanceled(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(checkinReservations)
    .set({ status: 'CANCELED', canceledAt: at })
    .where(eq(checkinReservations.id, id));
}

/** A reservation with its slot. */
export interface ReservationEntry {
  reservation: CheckinReservationRow;
  slot: CheckinReservationSlotRow;
}

export async function findReservationEntry(
  db: Database,
  id: string,
  customerIds: string[],
  lock = false,
): Promise<ReservationEntry | undefined> {
  if (customerIds.length === 0) return undefined;
  const query = db
    .select({ reservation: checkinReservations, slot: checkinReservationSlots })
    .from(checkinReservations)
    .innerJoin(checkinReservationSlots, eq(checkinReservationSlots.id, checkinReservations.slotId))
    .where(and(eq(checkinReservations.id, id), inArray(checkinReservations.customerId, customerIds)));
  const [row] = lock ? await query.for('update', { of: checkinReservations }) : await query;
  return row;
}

/** The members' reservations, soonest slot first; with `upcomingAt`, only live ones whose slot has not ended then. */
export async function listReservationEntries(
  db: Database,
  request: { customerIds: string[]; studioId?: number | undefined; upcomingAt?: Date | undefined },
): Promise<ReservationEntry[]> {
  if (request.customerIds.length === 0) return [];
  return db
    .select({ reservation: checkinReservations, slot: checkinReservationSlots })
    .from(checkinReservations)
    .innerJoin(checkinReservationSlots, eq(checkinReservationSlots.id, checkinReservations.slotId))
    .where(
      and(
        inArray(checkinReservations.customerId, request.customerIds),
        request.studioId === undefined ? undefined : eq(checkinReservationSlots.studioId, request.studioId),
        request.upcomingAt === undefined ? undefined : eq(checkinReservations.status, 'RESERVED'),
        request.upcomingAt === undefined ? undefined : gt(checkinReservationSlots.endAt, request.upcomingAt),
      ),
    )
    .orderBy(asc(checkinReservationSlots.startAt), asc(checkinReservations.createdAt));
}
