import { and, asc, eq, getTableColumns, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type EmployeeRow, employees } from '../employees/index.ts';
import type { BusyInterval } from './free-slots.ts';
import { type AppointmentRow, appointments, type NewAppointmentRow } from './schema/appointments.ts';
import { availabilities } from './schema/availabilities.ts';
import { type BenefitRow, benefits } from './schema/benefits.ts';
import { calendarItems } from './schema/calendar-items.ts';

export const SINGLE_APPOINTMENT = 'SINGLE_APPOINTMENT';

export async function findSingleBenefit(db: Database, benefitId: number): Promise<BenefitRow | undefined> {
  const [row] = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.id, benefitId), eq(benefits.kind, SINGLE_APPOINTMENT)));
  return row;
}

export function listSingleBenefitsOfStudio(db: Database, studioId: number): Promise<BenefitRow[]> {
  return db
    .select()
    .from(benefits)
    .where(and(eq(benefits.studioId, studioId), eq(benefits.kind, SINGLE_APPOINTMENT)))
    .orderBy(asc(benefits.name), asc(benefits.id));
}

/** The single-appointment benefits of a tenant called `name`: the same product in each of its studios. */
export function listNamesakeBenefits(db: Database, tenantId: string, name: string): Promise<BenefitRow[]> {
  return db
    .select()
    .from(benefits)
    .where(and(eq(benefits.tenantId, tenantId), eq(benefits.kind, SINGLE_APPOINTMENT), eq(benefits.name, name)));
}

export interface BenefitWindow {
  benefitId: number;
  employeeId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export function listWindows(db: Database, benefitIds: number[], employeeId?: number): Promise<BenefitWindow[]> {
  if (benefitIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      benefitId: availabilities.benefitId,
      employeeId: availabilities.employeeId,
      weekday: availabilities.weekday,
      startMinute: availabilities.startMinute,
      endMinute: availabilities.endMinute,
    })
    .from(availabilities)
    .where(
      and(
        inArray(availabilities.benefitId, benefitIds),
        employeeId === undefined ? undefined : eq(availabilities.employeeId, employeeId),
      ),
    );
}

/** The employees who offer the benefits (have an availability window for one), in the studio's order. */
export async function listOfferingEmployees(
  db: Database,
  benefitIds: number[],
): Promise<(EmployeeRow & { benefitId: number })[]> {
  if (benefitIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ ...getTableColumns(employees), benefitId: availabilities.benefitId })
    .from(availabilities)
    .innerJoin(employees, eq(employees.id, availabilities.employeeId))
    .where(inArray(availabilities.benefitId, benefitIds));
  return rows.sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Takes the employee's row lock (the employees module's row, locked and never changed here): every booking of one
 * employee's time happens while holding it, one at a time, on any number of server instances.
 */
export async function lockEmployee(
  db: Database,
  employeeId: number,
  studioId: number,
): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.studioId, studioId)))
    .for('update');
  return row;
}

/**
 * What the employees are taken by between from and until: every planned appointment they lead, of any benefit,
 * except a single appointment whose one place was cancelled (its time is free again).
 */
export async function listBusyIntervals(
  db: Database,
  request: { employeeIds: number[]; from: Date; until: Date },
): Promise<BusyInterval[]> {
  if (request.employeeIds.length === 0) return [];
  const rows = await db
    .select({ employeeId: appointments.employeeId, startAt: appointments.startAt, endAt: appointments.endAt })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(
      and(
        inArray(appointments.employeeId, request.employeeIds),
        eq(appointments.status, 'PLANNED'),
        lt(appointments.startAt, request.until),
        gt(appointments.endAt, request.from),
        or(ne(benefits.kind, SINGLE_APPOINTMENT), gt(appointments.bookedParticipants, 0)),
      ),
    );
  return rows.flatMap((row) => (row.employeeId === null ? [] : [{ ...row, employeeId: row.employeeId }]));
}

export async function insertAppointment(db: Database, row: NewAppointmentRow): Promise<AppointmentRow> {
  const [inserted] = await db.insert(appointments).values(row).returning();
  if (!inserted) throw new Error('appointment not inserted');
  return inserted;
}

/** The start of the customer's next live single appointment of a benefit, if any. */
export async function findUpcomingStart(
  db: Database,
  request: { customerId: string; benefitId: number; now: Date },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ startAt: appointments.startAt })
    .from(calendarItems)
    .innerJoin(appointments, eq(appointments.id, calendarItems.appointmentId))
    .where(
      and(
        eq(calendarItems.customerId, request.customerId),
        eq(appointments.benefitId, request.benefitId),
        ne(calendarItems.status, 'CANCELED'),
        gte(appointments.startAt, request.now),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(1);
  return row?.startAt;
}
