import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, max, ne, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { type AppointmentRow, appointments } from './schema/appointments.ts';
import { type BenefitRow, benefits } from './schema/benefits.ts';
import { type CalendarItemRow, calendarItems, type NewCalendarItemRow } from './schema/calendar-items.ts';
import { type ContingentRow, contingents } from './schema/contingents.ts';
import { noShowPenalties } from './schema/penalties.ts';
import { trialSessionConfigs } from './schema/trial-sessions.ts';

/**
 * Takes the appointment's row lock: every change to its places happens while holding it, one at a time. `no key
 * update`, the lock an update of its counters takes, so that a place inserted before the lock (its foreign key takes a
 * key-share lock on the appointment) never waits for it, and the two never wait for each other.
 */
export async function lockAppointment(db: Database, appointmentId: number): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointmentId)).for('no key update');
  return row;
}

/** The appointment as a member asked for it, at the instant of the booking. */
export interface FreePlaceGuard {
  appointmentId: number;
  startAt: Date;
  endAt: Date;
  now: Date;
}

function countFreePlace(db: Database, guard: FreePlaceGuard) {
  return db
    .update(appointments)
    .set({ bookedParticipants: sql`${appointments.bookedParticipants} + 1` })
    .where(
      and(
        eq(appointments.id, guard.appointmentId),
        lt(appointments.bookedParticipants, appointments.maxParticipants),
        ne(appointments.status, 'CANCELED'),
        eq(appointments.startAt, guard.startAt),
        eq(appointments.endAt, guard.endAt),
        lte(appointments.earliestBookingAt, guard.now),
        gte(appointments.latestBookingAt, guard.now),
      ),
    )
    .returning({ id: appointments.id });
}

/**
 * Counts a place taken at the appointment when one is free and it is still bookable as asked, and takes a visit of
 * the contingent chosen before when it can still pay, in one statement: the appointment's row lock, held from here to
 * the end of the transaction, costs one round trip. Says what it did: nothing when the appointment was full, cancelled,
 * moved or closed meanwhile; the place but not the visit when the contingent was used up meanwhile.
 */
export async function takeFreePlace(
  db: Database,
  guard: FreePlaceGuard,
  contingentId: number | null,
  need: ContingentNeed,
): Promise<{ placed: boolean; paid: boolean }> {
  if (contingentId === null) {
    const placed = (await countFreePlace(db, guard)).length > 0;
    return { placed, paid: placed };
  }
  const place = db.$with('place').as(countFreePlace(db, guard));
  const visit = db.$with('visit').as(
    db
      .update(contingents)
      .set({ used: sql`${contingents.used} + 1` })
      .where(and(eq(contingents.id, contingentId), usableFor(need), sql`exists (select 1 from ${place})`))
      .returning({ id: contingents.id }),
  );
  const [row] = await db
    .with(place, visit)
    .select({
      placed: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`(select count(*) from ${visit})`.mapWith(Number),
    })
    .from(place);
  return { placed: (row?.placed ?? 0) > 0, paid: (row?.paid ?? 0) > 0 };
}

export async function moveCounters(
  db: Database,
  appointmentId: number,
  change: { booked: number; waiting: number },
): Promise<void> {
  await db
    .update(appointments)
    .set({
      bookedParticipants: sql`${appointments.bookedParticipants} + ${change.booked}`,
      waitingListParticipants: sql`${appointments.waitingListParticipants} + ${change.waiting}`,
    })
    .where(eq(appointments.id, appointmentId));
}

/** Who holds a place: a member (a customer of the studio) or a guest who booked a trial (a lead). */
export type PlaceHolder = { customerId: string } | { leadId: string };

function heldBy(holder: PlaceHolder) {
  return 'customerId' in holder
    ? eq(calendarItems.customerId, holder.customerId)
    : eq(calendarItems.leadId, holder.leadId);
}

export async function findLivePlace(
  db: Database,
  appointmentId: number,
  holder: PlaceHolder,
): Promise<CalendarItemRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarItems)
    .where(and(eq(calendarItems.appointmentId, appointmentId), heldBy(holder), ne(calendarItems.status, 'CANCELED')));
  return row;
}

/** Guest places at an appointment not yet paid or confirmed: held by a guest checkout or an unconfirmed trial place. */
export async function countUnpaidGuestPlaces(db: Database, appointmentId: number): Promise<number> {
  const [row] = await db
    .select({ places: count() })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.appointmentId, appointmentId),
        isNotNull(calendarItems.leadId),
        isNotNull(calendarItems.confirmUntil),
        ne(calendarItems.status, 'CANCELED'),
      ),
    );
  return row?.places ?? 0;
}

export async function findBenefit(db: Database, benefitId: number): Promise<BenefitRow | undefined> {
  const [row] = await db.select().from(benefits).where(eq(benefits.id, benefitId));
  return row;
}

export async function insertCalendarItem(db: Database, item: NewCalendarItemRow): Promise<CalendarItemRow> {
  const [row] = await db.insert(calendarItems).values(item).returning();
  if (!row) throw new Error('calendar item not inserted');
  return row;
}

export async function updateCalendarItem(
  db: Database,
  id: string,
  change: Partial<Pick<CalendarItemRow, 'status' | 'contingentId' | 'bookedAt' | 'canceledAt' | 'confirmUntil'>>,
): Promise<void> {
  await db.update(calendarItems).set(change).where(eq(calendarItems.id, id));
}

export async function findCalendarItemOfHolder(
  db: Database,
  holder: PlaceHolder,
  id: string,
  lock = false,
): Promise<CalendarItemRow | undefined> {
  const query = db
    .select()
    .from(calendarItems)
    .where(and(eq(calendarItems.id, id), heldBy(holder)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The first in line on an appointment's waiting list, locked for the move up. */
export async function lockNextWaiting(db: Database, appointmentId: number): Promise<CalendarItemRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarItems)
    .where(and(eq(calendarItems.appointmentId, appointmentId), eq(calendarItems.status, 'WAITING_LIST')))
    .orderBy(asc(calendarItems.queueNumber))
    .limit(1)
    .for('update');
  return row;
}

interface ContingentNeed {
  customerId: string;
  /** The kind of the benefit to book, or its column in a query that reads the benefit. */
  benefitKind: string | AnyPgColumn;
  now: Date;
}

/** A customer's contingents that can pay for a visit of a benefit of this kind now. */
function usableFor(need: ContingentNeed) {
  return and(
    eq(contingents.customerId, need.customerId),
    sql`${need.benefitKind} = any(${contingents.benefitKinds})`,
    lte(contingents.validFrom, need.now),
    gt(contingents.validUntil, need.now),
    or(isNull(contingents.total), lt(contingents.used, sql`${contingents.total}`)),
  );
}

/** The order the booking core takes contingents in: limited ones before unlimited ones, the soonest to expire first. */
const takingOrder = [sql`${contingents.total} is null`, asc(contingents.validUntil), asc(contingents.id)];

/**
 * A contingent the customer can book with now, locked: a visit of a bought card is used before it expires; a flat
 * rate never runs out.
 */
export async function lockUsableContingent(
  db: Database,
  request: ContingentNeed & { contingentId?: number | undefined },
): Promise<ContingentRow | undefined> {
  const [row] = await db
    .select()
    .from(contingents)
    .where(
      and(
        usableFor(request),
        request.contingentId === undefined ? undefined : eq(contingents.id, request.contingentId),
      ),
    )
    .orderBy(...takingOrder)
    .limit(1)
    .for('update');
  return row;
}

/** The contingents the customer could book with now, in the order the booking core takes them (not locked). */
export function listUsableContingents(db: Database, need: ContingentNeed): Promise<ContingentRow[]> {
  return db
    .select()
    .from(contingents)
    .where(usableFor(need))
    .orderBy(...takingOrder);
}

/** An appointment with its benefit, read without a lock (the booking core locks and checks again). */
export async function findAppointmentWithBenefit(
  db: Database,
  appointmentId: number,
): Promise<{ appointment: AppointmentRow; benefit: BenefitRow } | undefined> {
  const [row] = await db
    .select({ appointment: appointments, benefit: benefits })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** What a booking checks of an appointment: its state, times, window and places. */
const bookableState = {
  id: appointments.id,
  tenantId: appointments.tenantId,
  status: appointments.status,
  startAt: appointments.startAt,
  endAt: appointments.endAt,
  earliestBookingAt: appointments.earliestBookingAt,
  latestBookingAt: appointments.latestBookingAt,
  maxParticipants: appointments.maxParticipants,
  bookedParticipants: appointments.bookedParticipants,
  waitingListActive: appointments.waitingListActive,
  maxWaitingListParticipants: appointments.maxWaitingListParticipants,
  waitingListParticipants: appointments.waitingListParticipants,
};
export type BookableState = Pick<AppointmentRow, keyof typeof bookableState>;

/** What pays for a place at a benefit's appointment. */
export type BenefitPayment = Pick<BenefitRow, 'kind' | 'bookingOptionType'>;

/** What a member's booking reads before it locks anything, in one query. */
export interface BookingView {
  appointment: BookableState;
  benefit: BenefitPayment;
  blockedUntil: Date | null;
  holdsLivePlace: boolean;
  /** The contingent the booking core would take now (unlocked). */
  contingentId: number | null;
}

/**
 * The appointment with its benefit and, for the member, a no-show block, a live place at it and the contingent that
 * would pay, read without a lock; undefined when the appointment does not exist.
 */
export async function findBookingView(
  db: Database,
  request: { appointmentId: number; customerId: string; now: Date; contingentId?: number | undefined },
): Promise<BookingView | undefined> {
  const { customerId, now } = request;
  const block = db
    .select({ until: max(noShowPenalties.blockBookingUntil) })
    .from(noShowPenalties)
    .where(and(eq(noShowPenalties.customerId, customerId), gt(noShowPenalties.blockBookingUntil, now)));
  const livePlace = db
    .select({ one: sql`1` })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.appointmentId, appointments.id),
        eq(calendarItems.customerId, customerId),
        ne(calendarItems.status, 'CANCELED'),
      ),
    );
  const contingent = db
    .select({ id: contingents.id })
    .from(contingents)
    .where(
      and(
        usableFor({ customerId, benefitKind: benefits.kind, now }),
        request.contingentId === undefined ? undefined : eq(contingents.id, request.contingentId),
      ),
    )
    .orderBy(...takingOrder)
    .limit(1);
  const [row] = await db
    .select({
      appointment: bookableState,
      benefit: { kind: benefits.kind, bookingOptionType: benefits.bookingOptionType },
      blockedUntil: sql`(${block})`.mapWith(noShowPenalties.blockBookingUntil),
      holdsLivePlace: sql<boolean>`exists (${livePlace})`,
      contingentId: sql`(${contingent})`.mapWith(contingents.id),
    })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(eq(appointments.id, request.appointmentId));
  return row;
}

export async function changeContingentUse(db: Database, contingentId: number, delta: number): Promise<void> {
  await db
    .update(contingents)
    .set({ used: sql`greatest(${contingents.used} + ${delta}, 0)` })
    .where(eq(contingents.id, contingentId));
}

export async function findBookingBlock(db: Database, customerId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: noShowPenalties.blockBookingUntil })
    .from(noShowPenalties)
    .where(and(eq(noShowPenalties.customerId, customerId), gt(noShowPenalties.blockBookingUntil, now)));
  return row?.until ?? undefined;
}

const ahead = alias(calendarItems, 'ahead');

/** A waiting place's position: how many still wait at or before its queue number. */
export const waitingRankOfItem = sql<number>`(select count(*)::int from ${calendarItems} as ${sql.identifier('ahead')} where ${ahead.appointmentId} = ${calendarItems.appointmentId} and ${ahead.status} = 'WAITING_LIST' and ${ahead.queueNumber} <= ${calendarItems.queueNumber})`;

/**
 * A calendar item with what its answer shows: the appointment, its benefit, the contingent it used, and for a waiting
 * place its position (how many still wait at or before its queue number), all in one query.
 */
export function selectCalendarEntries(db: Database) {
  return db
    .select({
      item: calendarItems,
      appointment: appointments,
      benefitName: benefits.name,
      benefitTranslations: benefits.translations,
      benefitKind: benefits.kind,
      contingentName: contingents.name,
      contingentTranslations: contingents.translations,
      waitingRank: waitingRankOfItem,
    })
    .from(calendarItems)
    .innerJoin(appointments, eq(appointments.id, calendarItems.appointmentId))
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .leftJoin(contingents, eq(contingents.id, calendarItems.contingentId));
}

export type CalendarEntry = Awaited<ReturnType<ReturnType<typeof selectCalendarEntries>['execute']>>[number];

export async function findCalendarEntry(db: Database, id: string): Promise<CalendarEntry | undefined> {
  const [row] = await selectCalendarEntries(db).where(eq(calendarItems.id, id));
  return row;
}

/** A customer's places ending after `now`, cancelled ones too (current), or those that have ended (past). */
export function listCalendarEntries(
  db: Database,
  request: { customerId: string; now: Date; when: 'current' | 'past' },
): Promise<CalendarEntry[]> {
  const mine = eq(calendarItems.customerId, request.customerId);
  return request.when === 'current'
    ? selectCalendarEntries(db)
        .where(and(mine, gte(appointments.endAt, request.now)))
        .orderBy(asc(appointments.startAt), desc(calendarItems.createdAt))
    : selectCalendarEntries(db)
        .where(and(mine, lt(appointments.endAt, request.now)))
        .orderBy(desc(appointments.startAt))
        .limit(200);
}

/** The trial configuration of the studio's trial session when this benefit is it. */
export async function findTrialSessionConfigurationId(db: Database, benefit: BenefitRow): Promise<number | undefined> {
  const [row] = await db
    .select({ id: trialSessionConfigs.trialConfigurationId })
    .from(trialSessionConfigs)
    .where(and(eq(trialSessionConfigs.studioId, benefit.studioId), eq(trialSessionConfigs.benefitId, benefit.id)));
  return row?.id;
}

/** All of a customer's places in the tenant, whatever their state, oldest appointment first. */
export function listAllCalendarEntries(db: Database, member: { tenant: string; customerId: string }) {
  return selectCalendarEntries(db)
    .where(and(eq(calendarItems.tenantId, member.tenant), eq(calendarItems.customerId, member.customerId)))
    .orderBy(asc(appointments.startAt), asc(calendarItems.createdAt));
}
