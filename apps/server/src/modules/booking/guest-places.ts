import { BookingErrors, type CalendarItem, type CustomerData } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { StudioRow } from '../studios/index.ts';
import { toCalendarItems } from './calendar-service.ts';
import { findGuestCalendarEntry } from './guest-repo.ts';
import type { NewLeadRow } from './schema/leads.ts';

/** A guest's lead at a studio, from their customer data (the e-mail address in lower case). */
export function leadRowOf(customerData: CustomerData, studio: StudioRow): NewLeadRow {
  const { address, locale, ...person } = customerData;
  return {
    ...person,
    email: customerData.email.toLowerCase(),
    address: address ?? null,
    tenantId: studio.tenantId,
    studioId: studio.id,
    locale: locale ?? studio.locale,
  };
}

/** A guest's place as a calendar item, its names in the locale; a member's place is not found this way. */
export async function guestItem(db: Database, id: string, locale: string | undefined): Promise<CalendarItem> {
  const entry = await findGuestCalendarEntry(db, id);
  const [item] = entry ? await toCalendarItems(db, [entry], locale) : [];
  if (!item) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return item;
}
