import {
  BookingErrors,
  CheckoutItemErrors,
  type courseAppointmentCheckoutBody,
  SingleAppointmentErrors,
  type singleAppointmentCheckoutBody,
  ValidationMessages,
} from '@motus/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { countGuestHold } from '../../lib/guest-limits.ts';
import { notFound } from '../../lib/http-error.ts';
import { translatedText } from '../../lib/localized-text.ts';
import type { CheckoutRow } from '../commerce/index.ts';
import {
  type Buyer,
  type CheckoutItemContext,
  type CheckoutItemHandler,
  checkoutConflict,
  type FulfilledItem,
  invalidBodyField,
  type PricedItem,
  singlePosition,
} from '../commerce/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import { type BookingHolder, bookAppointment, cancelableUntil, cancelPlace } from './booking-service.ts';
import { mailPlace, mailPromoted } from './calendar-service.ts';
import {
  findAppointmentWithBenefit,
  findCalendarItemOfHolder,
  lockAppointment,
  type PlaceHolder,
  updateCalendarItem,
} from './repo.ts';
import type { AppointmentRow } from './schema/appointments.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';
import { bookSingleSlot, requireSingleBenefit } from './single-appointments-service.ts';
import { mailConfirmed } from './trial-mails.ts';
import { findLead, insertLead, markLeadConfirmed } from './trial-repo.ts';
import { guestItem, leadRowOf } from './trial-service.ts';

type CourseAppointmentBody = z.output<typeof courseAppointmentCheckoutBody>;
type SingleAppointmentBody = z.output<typeof singleAppointmentCheckoutBody>;

/** Only an ONLINE_PAYMENT benefit with a price is sold through a checkout; answers its price in minor units. */
function priceMinorOf(benefit: BenefitRow): number {
  if (benefit.bookingOptionType !== 'ONLINE_PAYMENT' || benefit.priceMinor === null) {
    throw checkoutConflict(CheckoutItemErrors.notForSale, 'This place is not sold online');
  }
  return benefit.priceMinor;
}

/**
 * Who holds the place while the buyer pays: the member's customer, or for a guest a new lead of the studio whose place
 * is held until the checkout expires (counted against the guest limits). The trial-release job leaves such a place to
 * the checkout's expiry.
 */
async function holderFor(
  tx: Database,
  buyer: Buyer,
  studio: StudioRow,
  expiresAt: Date,
): Promise<{ holder: BookingHolder; leadId?: string }> {
  if (buyer.customerId !== null) return { holder: { customerId: buyer.customerId } };
  if (!buyer.contact) {
    throw invalidBodyField('contact', ValidationMessages.required, 'A guest checkout needs the contact data');
  }
  if (buyer.source === undefined) throw new Error('a guest checkout without its source address');
  await countGuestHold(tx, { source: buyer.source, email: buyer.contact.email });
  const lead = await insertLead(tx, leadRowOf(buyer.contact, studio));
  return { holder: { leadId: lead.id, confirmUntil: expiresAt }, leadId: lead.id };
}

/** "Vinyasa Flow · 12 May 2025, 09:00" in the buyer's language, on the studio's wall clock. */
function positionLabel(place: HeldPlace, locale: string): string {
  const name = translatedText(place.benefit.name, place.benefit.translations, 'name', locale);
  return `${name} · ${formatDateTime(place.startAt, locale, place.studio.zoneId, 'medium')}`;
}

interface HeldPlace {
  benefit: BenefitRow;
  priceMinor: number;
  studio: StudioRow;
  startAt: Date;
  item: CalendarItemRow;
}

function pricedPlace(place: HeldPlace, leadId: string | undefined, locale: string): PricedItem {
  return {
    studioId: place.studio.id,
    currencyCode: place.studio.currencyCode,
    positions: [singlePosition(positionLabel(place, locale), place.priceMinor)],
    item: { appointmentId: place.item.appointmentId },
    heldCalendarItemId: place.item.id,
    leadId,
  };
}

function holderOf(checkout: CheckoutRow): PlaceHolder {
  if (checkout.customerId !== null) return { customerId: checkout.customerId };
  if (checkout.leadId !== null) return { leadId: checkout.leadId };
  throw new Error(`checkout ${checkout.id} holds a place for nobody`);
}

/** The held place under its appointment's lock, the order every change of the appointment's places keeps. */
async function lockHeldPlace(
  tx: Database,
  checkout: CheckoutRow,
): Promise<{ appointment: AppointmentRow; item: CalendarItemRow } | undefined> {
  const id = checkout.heldCalendarItemId;
  if (id === null) return undefined;
  const holder = holderOf(checkout);
  const found = await findCalendarItemOfHolder(tx, holder, id);
  const appointment = found ? await lockAppointment(tx, found.appointmentId) : undefined;
  const item = appointment ? await findCalendarItemOfHolder(tx, holder, id, true) : undefined;
  return appointment && item ? { appointment, item } : undefined;
}

/** The paid place is booked for good; the buyer gets the booking confirmation they would get for any booking. */
async function confirmPlace(tx: Database, checkout: CheckoutRow, origin: string): Promise<FulfilledItem> {
  const held = await lockHeldPlace(tx, checkout);
  if (!held || held.item.status === 'CANCELED') {
    throw checkoutConflict(CheckoutItemErrors.placeGone, 'The held place is no longer there');
  }
  await updateCalendarItem(tx, held.item.id, { confirmUntil: null });
  if (checkout.customerId !== null) {
    await mailPlace(origin, 'booking-confirmed')(tx, { id: held.item.id, customerId: checkout.customerId });
  } else {
    await confirmGuestPlace(tx, checkout, held.item.id, origin);
  }
  return { calendarItemId: held.item.id };
}

async function confirmGuestPlace(tx: Database, checkout: CheckoutRow, itemId: string, origin: string) {
  const lead = checkout.leadId === null ? undefined : await findLead(tx, checkout.leadId);
  if (!lead) return;
  await markLeadConfirmed(tx, lead.id, new Date());
  const item = await guestItem(tx, itemId, lead.locale);
  await mailConfirmed(tx, { lead, item, tenant: checkout.tenantId, origin });
}

/** Gives the held place back (the first waiting member moves up); a place already gone needs nothing. */
async function releasePlace(tx: Database, checkout: CheckoutRow, origin: string, now: Date, release: boolean) {
  const held = await lockHeldPlace(tx, checkout);
  if (!held || held.item.status === 'CANCELED') return;
  await cancelPlace(
    tx,
    { holder: holderOf(checkout), calendarItemId: held.item.id, now, release },
    { promoted: mailPromoted(origin) },
  );
}

/** A refund takes the place back, until the appointment's cancellation deadline. */
async function revokePlace(tx: Database, checkout: CheckoutRow, origin: string, now: Date) {
  const held = await lockHeldPlace(tx, checkout);
  if (held && held.item.status !== 'CANCELED' && now > cancelableUntil(held.appointment)) {
    throw checkoutConflict(CheckoutItemErrors.notRefundable, 'The place can no longer be cancelled');
  }
  await releasePlace(tx, checkout, origin, now, false);
}

/** What the course and single-appointment handlers share once the place is held. */
function heldPlaceHandler<Body>(
  context: CheckoutItemContext,
  price: CheckoutItemHandler<Body>['price'],
): CheckoutItemHandler<Body> {
  return {
    price,
    fulfil: (tx, checkout) => confirmPlace(tx, checkout, context.origin),
    release: (tx, checkout) => releasePlace(tx, checkout, context.origin, new Date(), true),
    revoke: (tx, checkout, now) => revokePlace(tx, checkout, context.origin, now),
  };
}

/** A paid place at a course, event or trial-session appointment (an ONLINE_PAYMENT benefit). */
export function courseAppointmentItem(context: CheckoutItemContext): CheckoutItemHandler<CourseAppointmentBody> {
  return heldPlaceHandler(context, async (tx, buyer, body, { expiresAt, locale }) => {
    const found = await findAppointmentWithBenefit(tx, body.appointmentId);
    if (!found || found.appointment.tenantId !== buyer.tenant) {
      throw notFound(BookingErrors.appointmentNotFound, `Appointment ${body.appointmentId} not found`);
    }
    const { appointment, benefit } = found;
    const priceMinor = priceMinorOf(benefit);
    const studio = await requireStudio(tx, appointment.studioId);
    const { holder, leadId } = await holderFor(tx, buyer, studio, expiresAt);
    const item = await bookAppointment(tx, {
      tenant: buyer.tenant,
      holder,
      appointmentId: appointment.id,
      startAt: appointment.startAt,
      endAt: appointment.endAt,
      now: new Date(),
      checkoutHoldUntil: expiresAt,
    });
    return pricedPlace({ benefit, priceMinor, studio, startAt: appointment.startAt, item }, leadId, locale);
  });
}

/** A paid slot of a single-appointment benefit with one employee. */
export function singleAppointmentItem(context: CheckoutItemContext): CheckoutItemHandler<SingleAppointmentBody> {
  return heldPlaceHandler(context, async (tx, buyer, body, { expiresAt, locale }) => {
    const benefit = await requireSingleBenefit(tx, body.benefitId);
    if (benefit.tenantId !== buyer.tenant) {
      throw notFound(SingleAppointmentErrors.benefitNotFound, `Benefit ${body.benefitId} not found`);
    }
    const priceMinor = priceMinorOf(benefit);
    const studio = await requireStudio(tx, benefit.studioId);
    const { holder, leadId } = await holderFor(tx, buyer, studio, expiresAt);
    const startAt = new Date(body.startDateTime);
    const item = await bookSingleSlot(tx, {
      tenant: buyer.tenant,
      holder,
      benefitId: benefit.id,
      employeeId: body.employeeId,
      startAt,
      endAt: new Date(startAt.getTime() + benefit.durationMinutes * 60_000),
      now: new Date(),
      checkoutHoldUntil: expiresAt,
    });
    return pricedPlace({ benefit, priceMinor, studio, startAt, item }, leadId, locale);
  });
}
