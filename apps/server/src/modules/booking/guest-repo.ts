import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CalendarEntry, selectCalendarEntries } from './repo.ts';
import { type CalendarItemRow, calendarItems } from './schema/calendar-items.ts';
import { type LeadRow, leads, type NewLeadRow } from './schema/leads.ts';

export async function insertLead(db: Database, lead: NewLeadRow): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(lead).returning();
  if (!row) throw new Error('lead not inserted');
  return row;
}

export async function findLeadByToken(db: Database, token: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.confirmToken, token));
  return row;
}

export async function findLead(db: Database, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export async function markLeadConfirmed(db: Database, leadId: string, now: Date): Promise<void> {
  await db.update(leads).set({ confirmedAt: now }).where(eq(leads.id, leadId));
}

/** A guest's place with what its answer shows; member places are never found this way. */
export async function findGuestCalendarEntry(db: Database, id: string): Promise<CalendarEntry | undefined> {
  const [row] = await selectCalendarEntries(db).where(and(eq(calendarItems.id, id), isNotNull(calendarItems.leadId)));
  return row;
}

/** The guest's place a confirmation token stands for (one lead per guest booking). */
export async function findPlaceOfLead(db: Database, leadId: string): Promise<CalendarItemRow | undefined> {
  const [row] = await db.select().from(calendarItems).where(eq(calendarItems.leadId, leadId)).limit(1);
  return row;
}
