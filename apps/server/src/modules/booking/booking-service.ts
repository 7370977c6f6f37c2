import { BookingErrors, ErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { tooManyRequests } from '../../lib/usage-limit.ts';
import {
  type BenefitPayment,
  type BookableState,
  changeContingentUse,
  countUnpaidGuestPlaces,
  findBenefit,
  findBookingBlock,
  findBookingView,
  findCalendarItemOfHolder,
  findLivePlace,
  insertCalendarItem,
  lockAppointment,
  lockNextWaiting,
  lockUsableContingent,
  moveCounters,
  type PlaceHolder,
  takeFreePlace,
  updateCalendarItem,
} from './repo.ts';
import type { AppointmentRow } from './schema/appointments.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';

const MINUTE = 60_000;

function conflict(errorCode: string, message: string, until?: Date): HttpError {
  const typedArgs = until ? [{ type: 'TIMESTAMP', value: until.toISOString() }] : [];
  return new HttpError(409, errorCode, message, [{ errorCode, typedArgs }]);
}

/** A guest's trial place is held until confirmUntil; the mailed link confirms it. */
export type BookingHolder = { customerId: string } | { leadId: string; confirmUntil: Date };

export interface BookingRequest {
  tenant: string;
  holder: BookingHolder;
  appointmentId: number;
  /** The appointment's times as the member saw them. */
  startAt: Date;
  endAt: Date;
  now: Date;
  /** The contingent the member chose as booking option; without it, the first usable one. */
  contingentId?: number | undefined;
  /**
   * A place bought through a checkout: paid by it instead of a contingent, held (confirmUntil) until the checkout
   * expires, and never a waiting-list place.
   */
  checkoutHoldUntil?: Date | undefined;
}

function placeHolder(holder: BookingHolder): PlaceHolder {
  return 'customerId' in holder ? { customerId: holder.customerId } : { leadId: holder.leadId };
}

/** A promotion from the waiting list, for the mail that tells the member. */
export interface Promotion {
  calendarItemId: string;
  customerId: string;
  appointmentId: number;
}

function assertBookable<Appointment extends BookableState>(
  appointment: Appointment | undefined,
  request: BookingRequest,
): Appointment {
  if (!appointment || appointment.tenantId !== request.tenant) {
    throw notFound(BookingErrors.appointmentNotFound, `Appointment ${request.appointmentId} not found`);
  }
  if (appointment.status === 'CANCELED') {
    throw conflict(BookingErrors.appointmentCanceled, 'The appointment has been cancelled');
  }
  if (
    appointment.startAt.getTime() !== request.startAt.getTime() ||
    appointment.endAt.getTime() !== request.endAt.getTime()
  ) {
    throw conflict(BookingErrors.appointmentMoved, 'The appointment has moved; please look at its new time');
  }
  if (request.now < appointment.earliestBookingAt) {
    throw conflict(BookingErrors.bookingNotYetOpen, 'Booking opens later', appointment.earliestBookingAt);
  }
  if (request.now > appointment.latestBookingAt) {
    throw conflict(BookingErrors.bookingClosed, 'Booking has closed', appointment.latestBookingAt);
  }
  return appointment;
}

/** Why a member's place has nothing to pay with: it is bought through a checkout, or no contingent is left. */
function noPayingContingent(benefit: BenefitPayment): HttpError {
  return benefit.bookingOptionType === 'ONLINE_PAYMENT'
    ? conflict(BookingErrors.paymentRequired, 'This place is booked with a payment')
    : conflict(BookingErrors.noContingent, 'No contingent left to book with');
}

/**
 * What pays for a member's place (spec 000 "Price or offer state"): nothing for a FREE benefit, else a visit of a
 * contingent that covers the benefit's kind. An ONLINE_PAYMENT benefit without such a contingent is bought through a
 * checkout instead.
 */
async function lockPayingContingent(db: Database, benefit: BenefitRow, customerId: string, request: BookingRequest) {
  if (benefit.bookingOptionType === 'FREE') return undefined;
  const contingent = await lockUsableContingent(db, {
    customerId,
    benefitKind: benefit.kind,
    now: request.now,
    contingentId: request.contingentId,
  });
  if (contingent) return contingent;
  throw noPayingContingent(benefit);
}

function holderColumns(request: BookingRequest) {
  const { holder } = request;
  return 'customerId' in holder
    ? { customerId: holder.customerId, confirmUntil: request.checkoutHoldUntil ?? null }
    : { leadId: holder.leadId, confirmUntil: holder.confirmUntil };
}

async function takePlace(
  db: Database,
  appointment: AppointmentRow,
  benefit: BenefitRow,
  request: BookingRequest,
): Promise<CalendarItemRow> {
  const { holder } = request;
  const paysWithContingent = 'customerId' in holder && request.checkoutHoldUntil === undefined;
  const contingent = paysWithContingent
    ? await lockPayingContingent(db, benefit, holder.customerId, request)
    : undefined;
  if (contingent) await changeContingentUse(db, contingent.id, 1);
  await moveCounters(db, appointment.id, { booked: 1, waiting: 0 });
  return insertCalendarItem(db, {
    tenantId: appointment.tenantId,
    appointmentId: appointment.id,
    ...holderColumns(request),
    status: 'BOOKED',
    contingentId: contingent?.id ?? null,
    bookedAt: request.now,
  });
}

/** Only a member who could book a place waits for one; the visit is taken when they move up. */
async function joinWaitingList(
  db: Database,
  appointment: AppointmentRow,
  benefit: BenefitRow,
  customerId: string,
  request: BookingRequest,
) {
  await lockPayingContingent(db, benefit, customerId, request);
  await moveCounters(db, appointment.id, { booked: 0, waiting: 1 });
  return insertCalendarItem(db, {
    tenantId: appointment.tenantId,
    appointmentId: appointment.id,
    customerId,
    status: 'WAITING_LIST',
  });
}

/** Guests' unpaid or unconfirmed places take at most a third of an appointment's places (at least one). */
export function unpaidGuestPlaceCap(maxParticipants: number): number {
  return Math.max(1, Math.floor(maxParticipants / 3));
}

/**
 * A guest's hold (a trial place until confirmed, a place while they pay) is refused with 429 while the appointment's
 * unpaid guest places fill their cap, so that guests who never pay or confirm cannot take a class from the members.
 */
async function assertGuestHoldRoom(db: Database, appointment: AppointmentRow): Promise<void> {
  if ((await countUnpaidGuestPlaces(db, appointment.id)) < unpaidGuestPlaceCap(appointment.maxParticipants)) return;
  throw tooManyRequests(
    'Too many places of this appointment wait for a payment or confirmation; please try again in a few minutes',
    ErrorCodes.unpaidPlacesLimit,
  );
}

function hasWaitingRoom(appointment: BookableState): boolean {
  return appointment.waitingListActive && appointment.waitingListParticipants < appointment.maxWaitingListParticipants;
}

/**
 * Gives a place at a locked appointment, or a place on its waiting list when it is full (members booking with a
 * contingent only: a guest's trial and a bought place need a free place). The caller holds the appointment's row lock,
 * which also orders the count of unpaid guest places against their cap.
 */
export async function placeOrWait(
  db: Database,
  appointment: AppointmentRow,
  benefit: BenefitRow,
  request: BookingRequest,
): Promise<CalendarItemRow> {
  if (await findLivePlace(db, appointment.id, placeHolder(request.holder))) {
    throw conflict(BookingErrors.alreadyBooked, 'You already have a place at this appointment');
  }
  const { holder } = request;
  if (appointment.bookedParticipants < appointment.maxParticipants) {
    if ('leadId' in holder) await assertGuestHoldRoom(db, appointment);
    return takePlace(db, appointment, benefit, request);
  }
  if ('customerId' in holder && request.checkoutHoldUntil === undefined && hasWaitingRoom(appointment)) {
    return joinWaitingList(db, appointment, benefit, holder.customerId, request);
  }
  throw conflict(BookingErrors.appointmentFull, 'The appointment is fully booked');
}

function bookingBlocked(until: Date): HttpError {
  return new HttpError(403, BookingErrors.bookingBlocked, 'Booking is blocked after missed appointments', [
    { errorCode: BookingErrors.bookingBlocked, typedArgs: [{ type: 'TIMESTAMP', value: until.toISOString() }] },
  ]);
}

/** A no-show penalty refuses online booking until its end (403 with the instant, for the member's message). */
export async function assertNotBlocked(db: Database, customerId: string, now: Date): Promise<void> {
  const blockedUntil = await findBookingBlock(db, customerId, now);
  if (blockedUntil) throw bookingBlocked(blockedUntil);
}

/** Runs a booking transaction; the unique live-place index is the last line against a double submit. */
export async function inBookingTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(BookingErrors.alreadyBooked, 'You already have a place at this appointment');
    }
    throw error;
  }
}

/** What happens in a booking's transaction besides it (the mail about the place). */
type OnPlaced = (tx: Database, item: CalendarItemRow) => Promise<void>;

/** A member's free place as read before any lock: what to take it with. */
interface FreePlacePlan {
  appointment: BookableState;
  benefit: BenefitPayment;
  customerId: string;
  contingentId: number | null;
}

/**
 * Reads in one query what a member's booking checks and refuses what it refuses, in the order of the locked path,
 * without any lock: a refusal holds for the state the query saw. Undefined when the lock must decide: a place on the
 * waiting list of a full appointment.
 */
async function planFreePlace(
  db: Database,
  customerId: string,
  request: BookingRequest,
): Promise<FreePlacePlan | undefined> {
  const view = await findBookingView(db, { ...request, customerId });
  if (!view) {
    await assertNotBlocked(db, customerId, request.now);
    throw notFound(BookingErrors.appointmentNotFound, `Appointment ${request.appointmentId} not found`);
  }
  if (view.blockedUntil) throw bookingBlocked(view.blockedUntil);
  const appointment = assertBookable(view.appointment, request);
  if (view.holdsLivePlace) throw conflict(BookingErrors.alreadyBooked, 'You already have a place at this appointment');
  if (appointment.bookedParticipants >= appointment.maxParticipants) {
    if (hasWaitingRoom(appointment)) return undefined;
    throw conflict(BookingErrors.appointmentFull, 'The appointment is fully booked');
  }
  const { benefit } = view;
  if (benefit.bookingOptionType === 'FREE') return { appointment, benefit, customerId, contingentId: null };
  if (view.contingentId === null) throw noPayingContingent(benefit);
  return { appointment, benefit, customerId, contingentId: view.contingentId };
}

/** The place went, or the contingent was used up, between the plan and the lock. */
class PlanOvertaken extends Error {}

/**
 * Takes the planned place with the appointment's row lock held only for the end of the transaction: the place and the
 * mail about it are written first (the unique live-place index refuses a second place of the member), then one
 * statement counts the place if one is still free and takes the planned contingent's visit if it can still pay; else
 * PlanOvertaken, and the transaction leaves nothing behind.
 */
async function takePlannedPlace(
  tx: Database,
  plan: FreePlacePlan,
  request: BookingRequest,
  onPlaced: OnPlaced,
): Promise<CalendarItemRow> {
  const { appointment, contingentId } = plan;
  const item = await insertCalendarItem(tx, {
    tenantId: appointment.tenantId,
    appointmentId: appointment.id,
    customerId: plan.customerId,
    status: 'BOOKED',
    contingentId,
    bookedAt: request.now,
  });
  await onPlaced(tx, item);
  const need = { customerId: plan.customerId, benefitKind: plan.benefit.kind, now: request.now };
  const taken = await takeFreePlace(tx, request, contingentId, need);
  if (!taken.placed || !taken.paid) throw new PlanOvertaken();
  return item;
}

/**
 * A member's own booking with a contingent (or of a free benefit) while a place is free: everything but the counters
 * (the appointment's places, the contingent's visits) is read and written before the appointment's row lock. The plan is read in the transaction, so that in a rush the
 * bookings that wait for a connection see the places taken meanwhile and are refused before they write anything.
 * Undefined when the locked path must decide (the waiting list, or a plan overtaken by another booking that a second
 * look does not refuse).
 */
async function bookFreePlace(
  db: Database,
  customerId: string,
  request: BookingRequest,
  onPlaced: OnPlaced,
): Promise<CalendarItemRow | undefined> {
  try {
    return await inBookingTransaction(db, async (tx) => {
      const plan = await planFreePlace(tx, customerId, request);
      return plan && (await takePlannedPlace(tx, plan, request, onPlaced));
    });
  } catch (error) {
    if (!(error instanceof PlanOvertaken)) throw error;
    // A second look refuses a now full appointment without queueing for the lock.
    await planFreePlace(db, customerId, request);
    return undefined;
  }
}

/**
 * Books a place at a course appointment, or a place on its waiting list when it is full. The appointment's row lock
 * serialises every change of its counters, on any number of server instances: a place is never given twice and the
 * waiting list keeps its order. A member's own booking of a free place holds the lock for one conditional update
 * only (bookFreePlace); guests, bought places and the waiting list take the lock first and decide under it.
 */
export async function bookAppointment(
  db: Database,
  request: BookingRequest,
  onPlaced: OnPlaced = async () => {},
): Promise<CalendarItemRow> {
  const { holder } = request;
  if ('customerId' in holder && request.checkoutHoldUntil === undefined) {
    const item = await bookFreePlace(db, holder.customerId, request, onPlaced);
    if (item) return item;
  } else if ('customerId' in holder) {
    await assertNotBlocked(db, holder.customerId, request.now);
  }
  return inBookingTransaction(db, async (tx) => {
    const appointment = assertBookable(await lockAppointment(tx, request.appointmentId), request);
    const benefit = await findBenefit(tx, appointment.benefitId);
    if (!benefit) throw notFound(BookingErrors.appointmentNotFound, `Appointment ${request.appointmentId} not found`);
    const item = await placeOrWait(tx, appointment, benefit, request);
    await onPlaced(tx, item);
    return item;
  });
}

/** Moves the first in line up into a freed place, unless the appointment starts too soon for them to come. */
async function promoteNextWaiting(
  db: Database,
  appointment: AppointmentRow,
  now: Date,
): Promise<Promotion | undefined> {
  const cutoff = appointment.startAt.getTime() - appointment.promotionCutoffMinutes * MINUTE;
  if (now.getTime() > cutoff) return undefined;
  const next = await lockNextWaiting(db, appointment.id);
  if (!next?.customerId) return undefined;
  const benefit = await findBenefit(db, appointment.benefitId);
  // Moving up is not refused for a contingent used up meanwhile: the member was promised the next place.
  const contingent = await lockUsableContingent(db, {
    customerId: next.customerId,
    benefitKind: benefit?.kind ?? 'COURSE',
    now,
  });
  if (contingent) await changeContingentUse(db, contingent.id, 1);
  await updateCalendarItem(db, next.id, { status: 'BOOKED', contingentId: contingent?.id ?? null, bookedAt: now });
  await moveCounters(db, appointment.id, { booked: 1, waiting: -1 });
  return { calendarItemId: next.id, customerId: next.customerId, appointmentId: appointment.id };
}

export function cancelableUntil(appointment: AppointmentRow): Date {
  return new Date(appointment.startAt.getTime() - appointment.cancellationDeadlineMinutes * MINUTE);
}

/** What happens in a cancellation's transaction besides it: mails about the cancelled place and the one moved up. */
export interface CancelEvents {
  /** The place as it was before it was cancelled. */
  cancelled?: (tx: Database, place: CalendarItemRow) => Promise<void>;
  promoted?: (tx: Database, promotion: Promotion) => Promise<void>;
}

/**
 * Cancels a member's place. A booked place goes back to its contingent and to the first on the waiting list; a
 * waiting place just leaves the line. A guest's unconfirmed place is released (`release`) even after the cancellation
 * deadline: that is the studio taking it back, not the guest cancelling late.
 */
export async function cancelPlace(
  db: Database,
  request: { holder: PlaceHolder; calendarItemId: string; now: Date; release?: boolean },
  events: CancelEvents = {},
): Promise<{ item: CalendarItemRow; promotion: Promotion | undefined }> {
  const found = await findCalendarItemOfHolder(db, request.holder, request.calendarItemId);
  if (!found) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return db.transaction(async (tx) => {
    const appointment = await lockAppointment(tx, found.appointmentId);
    const item = await findCalendarItemOfHolder(tx, request.holder, request.calendarItemId, true);
    if (!appointment || !item) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
    if (item.status === 'CANCELED') throw conflict(BookingErrors.alreadyCanceled, 'This booking is already cancelled');
    if (item.status === 'BOOKED' && !request.release && request.now > cancelableUntil(appointment)) {
      throw conflict(
        BookingErrors.cancellationDeadlinePassed,
        'This booking can no longer be cancelled online',
        cancelableUntil(appointment),
      );
    }
    await updateCalendarItem(tx, item.id, { status: 'CANCELED', canceledAt: request.now });
    await events.cancelled?.(tx, item);
    if (item.status === 'WAITING_LIST') {
      await moveCounters(tx, appointment.id, { booked: 0, waiting: -1 });
      return { item: { ...item, status: 'CANCELED', canceledAt: request.now }, promotion: undefined };
    }
    if (item.contingentId !== null) await changeContingentUse(tx, item.contingentId, -1);
    await moveCounters(tx, appointment.id, { booked: -1, waiting: 0 });
    const promotion = await promoteNextWaiting(tx, appointment, request.now);
    if (promotion) await events.promoted?.(tx, promotion);
    return { item: { ...item, status: 'CANCELED', canceledAt: request.now }, promotion };
  });
}
