import { and, asc, eq, getTableColumns, gte, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  availabilities,
  type BenefitRow,
  benefits,
  calendarItems,
  SINGLE_APPOINTMENT,
} from '../booking/index.ts';
import { type EmployeeRow, employees } from '../employees/index.ts';

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
