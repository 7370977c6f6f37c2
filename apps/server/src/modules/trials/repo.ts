import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lt, lte, ne, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';
import {
  appointments,
  benefits,
  type CalendarItemRow,
  calendarItems,
  leads,
  type TrialConfigurationRow,
  type TrialSessionConfigRow,
  trialConfigurations,
  trialSessionConfigs,
} from '../booking/index.ts';
import { heldByOpenCheckout } from '../commerce/index.ts';

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

/** The appointment of a benefit at exactly these times, if there is one. */
export async function findAppointmentAt(
  db: Database,
  slot: { benefitId: number; startAt: Date; endAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.benefitId, slot.benefitId),
        eq(appointments.startAt, slot.startAt),
        eq(appointments.endAt, slot.endAt),
      ),
    )
    .orderBy(asc(appointments.id))
    .limit(1);
  return row?.id;
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

/**
 * Serialises the trial bookings of one e-mail address for one benefit (or appointment) until the transaction ends,
 * so that the once-per-e-mail rule holds when the same guest submits twice at once.
 */
export async function lockGuestEmail(db: Database, key: string): Promise<void> {
  await lockUntilCommit(db, key);
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

export async function findGuestPlace(db: Database, id: string): Promise<CalendarItemRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarItems)
    .where(and(eq(calendarItems.id, id), isNotNull(calendarItems.leadId)));
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
