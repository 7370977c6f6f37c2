import type { CalendarItem } from '@motus/contract';
import { BookingErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { connectedCustomer, listStudioConnects } from '../identity/index.ts';
import { calendarItem, calendarItems, cancelCalendarItem } from './calendar-service.ts';
import { findCalendarEntry } from './repo.ts';

/** The user's customer in every tenant they are connected to. */
async function membersOfUser(db: Database, userId: string): Promise<ConnectedCustomer[]> {
  const tenants = [...new Set((await listStudioConnects(db, userId)).map((connect) => connect.tenant))];
  const customers = await Promise.all(
    tenants.map(async (tenant) => {
      const customer = await connectedCustomer(db, userId, tenant);
      return customer && { tenant, customerId: customer.customerId };
    }),
  );
  return customers.filter((member): member is ConnectedCustomer => member !== undefined);
}

/** The member (tenant and customer) of this user who holds the place; another's place is simply not found. */
export async function ownerOfCalendarItem(db: Database, userId: string, id: string): Promise<ConnectedCustomer> {
  const [entry, members] = await Promise.all([findCalendarEntry(db, id), membersOfUser(db, userId)]);
  const owner = members.find((member) => member.customerId === entry?.item.customerId);
  if (!owner) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return owner;
}

const byStart = (a: CalendarItem, b: CalendarItem) =>
  new Date(a.startDateTime).getTime() - new Date(b.startDateTime).getTime();

/** The user's places in all their tenants: upcoming ones (current, cancelled ones too) or past ones. */
export async function aggregatedCalendarItems(
  db: Database,
  userId: string,
  request: { when: 'current' | 'past'; locale: string | undefined },
): Promise<CalendarItem[]> {
  const members = await membersOfUser(db, userId);
  const lists = await Promise.all(members.map((member) => calendarItems(db, member, request)));
  const merged = lists.flat().sort(byStart);
  return request.when === 'current' ? merged : merged.reverse();
}

export async function aggregatedCalendarItem(
  db: Database,
  request: { userId: string; locale: string | undefined },
  id: string,
): Promise<CalendarItem> {
  return calendarItem(db, await ownerOfCalendarItem(db, request.userId, id), id, request.locale);
}

export async function cancelAggregatedCalendarItem(
  db: Database,
  request: { userId: string; origin: string; locale: string | undefined },
  id: string,
): Promise<CalendarItem> {
  const owner = await ownerOfCalendarItem(db, request.userId, id);
  return cancelCalendarItem(db, { ...owner, origin: request.origin, locale: request.locale }, id);
}
