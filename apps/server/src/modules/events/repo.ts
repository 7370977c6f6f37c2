import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type AppointmentRow,
  appointments,
  type BenefitRow,
  benefits,
  type CalendarEntry,
  calendarItems,
  selectCalendarEntries,
} from '../booking/index.ts';

/** Benefits whose places are dated appointments, answered by the bookable-benefit calls. */
export const APPOINTMENT_BENEFIT_KINDS = ['COURSE', 'EVENT'] as const;

export interface TimeRange {
  from: Date;
  until: Date;
}

/** Appointments still running after `from` and starting before `until`. */
function overlapping(range: TimeRange) {
  return and(gt(appointments.endAt, range.from), lt(appointments.startAt, range.until));
}

export async function findAppointmentBenefit(db: Database, benefitId: number): Promise<BenefitRow | undefined> {
  const [row] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.id, benefitId), inArray(benefits.kind, [...APPOINTMENT_BENEFIT_KINDS])));
  return row;
}

export function listAppointmentsOfBenefit(
  db: Database,
  benefitId: number,
  range: TimeRange,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.benefitId, benefitId), overlapping(range)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** A studio's events with their appointments in the range, soonest first. */
export function listEventAppointments(
  db: Database,
  studioId: number,
  range: TimeRange,
): Promise<{ benefit: BenefitRow; appointment: AppointmentRow }[]> {
  return db
    .select({ benefit: benefits, appointment: appointments })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(and(eq(appointments.studioId, studioId), eq(benefits.kind, 'EVENT'), overlapping(range)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}

/** The customer's live places (booked or waiting, with their position) at the given appointments. */
export function listLivePlacesAt(db: Database, customerId: string, appointmentIds: number[]): Promise<CalendarEntry[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return selectCalendarEntries(db).where(
    and(
      eq(calendarItems.customerId, customerId),
      inArray(calendarItems.appointmentId, appointmentIds),
      ne(calendarItems.status, 'CANCELED'),
    ),
  );
}
