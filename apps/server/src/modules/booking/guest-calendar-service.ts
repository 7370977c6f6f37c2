import type { CalendarItem, CancellationRuleInfo } from '@motus/contract';
import { BookingErrors, TrialErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { cancelableUntil, cancelPlace } from './booking-service.ts';
import { mailPromoted } from './calendar-service.ts';
import { mailConfirmed, mailGuestCancelled } from './guest-mails.ts';
import { guestItem } from './guest-places.ts';
import { findGuestCalendarEntry, findLead, findLeadByToken, findPlaceOfLead, markLeadConfirmed } from './guest-repo.ts';
import { findCalendarItemOfHolder, lockAppointment, updateCalendarItem } from './repo.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';

function conflict(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message, [{ errorCode, typedArgs: [] }]);
}

/** A place released unconfirmed was cancelled at or after its hold ended; any other cancellation was the guest's. */
function refuseCancelled(item: CalendarItemRow): never {
  const released = item.confirmUntil !== null && item.canceledAt !== null && item.canceledAt >= item.confirmUntil;
  if (released) throw conflict(TrialErrors.confirmationExpired, 'The place was not confirmed in time');
  throw conflict(BookingErrors.alreadyCanceled, 'This booking is already cancelled');
}

/**
 * Confirms a guest's held place from the mailed link. A second click answers the confirmed place again; a hold that
 * has run out is refused even before the release job has freed it. The appointment's lock orders this against the
 * release job, which takes the same lock.
 */
export async function confirmGuestPlace(
  db: Database,
  request: { token: string; origin: string; locale: string | undefined },
  now = new Date(),
): Promise<CalendarItem> {
  const lead = await findLeadByToken(db, request.token);
  const place = lead ? await findPlaceOfLead(db, lead.id) : undefined;
  if (!lead || !place) throw notFound(TrialErrors.confirmationNotFound, 'This confirmation link is unknown');
  await db.transaction(async (tx) => {
    await lockAppointment(tx, place.appointmentId);
    const item = await findCalendarItemOfHolder(tx, { leadId: lead.id }, place.id, true);
    if (!item) throw notFound(TrialErrors.confirmationNotFound, 'This confirmation link is unknown');
    if (item.status === 'CANCELED') refuseCancelled(item);
    if (item.confirmUntil === null) return;
    if (item.confirmUntil <= now)
      throw conflict(TrialErrors.confirmationExpired, 'The place was not confirmed in time');
    await updateCalendarItem(tx, item.id, { confirmUntil: null });
    await markLeadConfirmed(tx, lead.id, now);
    await mailConfirmed(tx, {
      lead,
      item: await guestItem(tx, item.id, lead.locale),
      tenant: item.tenantId,
      origin: request.origin,
    });
  });
  return guestItem(db, place.id, request.locale);
}

/**
 * The guest cancels their own place (until the cancellation deadline) and is mailed the calendar file that removes
 * it; the first waiting member moves up.
 */
export async function cancelGuestPlace(
  db: Database,
  request: { id: string; origin: string; locale: string | undefined },
  now = new Date(),
): Promise<CalendarItem> {
  const entry = await findGuestCalendarEntry(db, request.id);
  const leadId = entry?.item.leadId;
  if (!entry || !leadId) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  const tellCancelled = async (tx: Database, place: CalendarItemRow) => {
    const lead = await findLead(tx, leadId);
    if (!lead) return;
    const item = await guestItem(tx, place.id, lead.locale);
    await mailGuestCancelled(tx, { lead, item, tenant: place.tenantId, origin: request.origin });
  };
  await cancelPlace(
    db,
    { holder: { leadId }, calendarItemId: request.id, now },
    { cancelled: tellCancelled, promoted: mailPromoted(request.origin) },
  );
  return guestItem(db, request.id, request.locale);
}

/** Guests hold no contingent, so a cancelled guest place gives nothing back. */
export async function guestCancellationRuleInfo(
  db: Database,
  id: string,
  now = new Date(),
): Promise<CancellationRuleInfo> {
  const entry = await findGuestCalendarEntry(db, id);
  if (!entry) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  const until = cancelableUntil(entry.appointment);
  return {
    cancelableUntil: until.toISOString(),
    cancellationDeadlineMinutes: entry.appointment.cancellationDeadlineMinutes,
    canCancel: entry.item.status !== 'CANCELED' && now <= until,
    refundsContingent: false,
  };
}
