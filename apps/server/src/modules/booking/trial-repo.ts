import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lt, lte, ne, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { heldByOpenCheckout } from '../commerce/index.ts';
import { type CalendarEntry, selectCalendarEntries } from './repo.ts';
import { appointments } from './schema/appointments.ts';
import { type BenefitRow, benefits } from './schema/benefits.ts';
import { type CalendarItemRow, calendarItems } from './schema/calendar-items.ts';
import { type LeadRow, leads, type NewLeadRow } from './schema/leads.ts';
import { type TrialSessionConfigRow, trialSessionConfigs } from './schema/trial-sessions.ts';
import { type TrialConfigurationRow, trialConfigurations } from './schema/trials.ts';

/** The slots of one benefit starting in [from, until) that can still be booked at `notBefore`. */
export function listAppointmentsOfBenefit(
  db: Database,
  request: { benefitId: number; from: Date; until: Date; notBefore: Date },
) {
  return db
    .select({
      ...getTableColumns(appointments),
      name: benefits.name,
      description: benefits.description,
      colorHex: benefits.colorHex,
      benefitTranslations: benefits.translations,
    })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(
      and(
        eq(appointments.benefitId, request.benefitId),
        gte(appointments.startAt, request.from),
        lt(appointments.startAt, request.until),
        gte(appointments.latestBookingAt, request.notBefore),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** Which of these appointments the customer holds a live place at. */
export async function appointmentsHeldBy(db: Database, customerId: string, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ appointmentId: calendarItems.appointmentId })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.customerId, customerId),
        inArray(calendarItems.appointmentId, appointmentIds),
        ne(calendarItems.status, 'CANCELED'),
      ),
    );
  return new Set(rows.map((row) => row.appointmentId));
}

export async function findTrialSessionConfig(
  db: Database,
  studioId: number,
): Promise<TrialSessionConfigRow | undefined> {
  const [row] = await db.select().from(trialSessionConfigs).where(eq(trialSessionConfigs.studioId, studioId));
  return row;
}

export async function findTrialConfiguration(db: Database, id: number): Promise<TrialConfigurationRow | undefined> {
  const [row] = await db.select().from(trialConfigurations).where(eq(trialConfigurations.id, id));
  return row;
}

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

/**
 * Serialises the trial bookings of one e-mail address for one benefit (or appointment) until the transaction ends,
 * so that the once-per-e-mail rule holds when the same guest submits twice at once.
 */
export async function lockGuestEmail(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Whether a guest with this e-mail already holds a live place at a benefit (or at one appointment of it). */
export async function hasLiveGuestPlace(
  db: Database,
  request: { tenant: string; email: string; benefitId: number; appointmentId?: number | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarItems.id })
    .from(calendarItems)
    .innerJoin(leads, eq(leads.id, calendarItems.leadId))
    .innerJoin(appointments, eq(appointments.id, calendarItems.appointmentId))
    .where(
      and(
        eq(leads.tenantId, request.tenant),
        eq(sql`lower(${leads.email})`, request.email.toLowerCase()),
        eq(appointments.benefitId, request.benefitId),
        request.appointmentId === undefined ? undefined : eq(appointments.id, request.appointmentId),
        ne(calendarItems.status, 'CANCELED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A guest's place with what its answer shows; member places are never found this way. */
export async function findGuestCalendarEntry(db: Database, id: string): Promise<CalendarEntry | undefined> {
  const [row] = await selectCalendarEntries(db).where(and(eq(calendarItems.id, id), isNotNull(calendarItems.leadId)));
  return row;
}

export async function findGuestPlace(db: Database, id: string): Promise<CalendarItemRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarItems)
    .where(and(eq(calendarItems.id, id), isNotNull(calendarItems.leadId)));
  return row;
}

/** The guest's place a confirmation token stands for (one lead per guest booking). */
export async function findPlaceOfLead(db: Database, leadId: string): Promise<CalendarItemRow | undefined> {
  const [row] = await db.select().from(calendarItems).where(eq(calendarItems.leadId, leadId)).limit(1);
  return row;
}

/** Guest places still unconfirmed at `now`, except those a checkout holds while the guest pays: the release job frees them. */
export function listExpiredHolds(db: Database, now: Date, limit: number) {
  return db
    .select({ id: calendarItems.id, appointmentId: calendarItems.appointmentId })
    .from(calendarItems)
    .where(
      and(
        isNotNull(calendarItems.leadId),
        ne(calendarItems.status, 'CANCELED'),
        isNotNull(calendarItems.confirmUntil),
        lte(calendarItems.confirmUntil, now),
        not(heldByOpenCheckout(calendarItems.id)),
      ),
    )
    .limit(limit);
}

/** The trial configuration of the studio's trial session when this benefit is it. */
export async function findTrialSessionConfigurationId(db: Database, benefit: BenefitRow): Promise<number | undefined> {
  const [row] = await db
    .select({ id: trialSessionConfigs.trialConfigurationId })
    .from(trialSessionConfigs)
    .where(and(eq(trialSessionConfigs.studioId, benefit.studioId), eq(trialSessionConfigs.benefitId, benefit.id)));
  return row?.id;
}
