import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  appointments,
  availabilities,
  benefits,
  contingents,
  noShowPenalties,
} from '../../src/modules/booking/schema.ts';
import { customers } from '../../src/modules/customers/schema.ts';
import { employees } from '../../src/modules/employees/schema.ts';
import { studioConnects, users } from '../../src/modules/identity/schema/index.ts';

export const BERLIN = { tenant: 'kraftwerk', studioId: 1210001001 } as const;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A course appointment tomorrow at the Berlin demo studio; options override its limits. */
export async function createAppointment(
  db: Database,
  options: Partial<typeof appointments.$inferInsert> = {},
): Promise<typeof appointments.$inferSelect> {
  const [benefit] = await db
    .insert(benefits)
    .values({ ...BERLIN, tenantId: BERLIN.tenant, kind: 'COURSE', name: 'Spinning', durationMinutes: 45 })
    .returning();
  if (!benefit) throw new Error('benefit not created');
  const startAt = new Date(Date.now() + DAY);
  const [appointment] = await db
    .insert(appointments)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      benefitId: benefit.id,
      startAt,
      endAt: new Date(startAt.getTime() + 45 * 60_000),
      maxParticipants: 10,
      earliestBookingAt: new Date(Date.now() - 7 * DAY),
      latestBookingAt: startAt,
      cancellationDeadlineMinutes: 120,
      location: 'Studio 2',
      employees: ['Mara Vogt'],
      ...options,
    })
    .returning();
  if (!appointment) throw new Error('appointment not created');
  return appointment;
}

/** A Berlin customer with a contingent of `total` visits (null: a flat rate). */
export async function createCustomer(db: Database, total: number | null = null): Promise<string> {
  const code = randomBytes(5).toString('hex');
  const [customer] = await db
    .insert(customers)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      customerCode: code,
      firstName: 'Test',
      lastName: code,
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  await giveContingent(db, customer.id, total);
  return customer.id;
}

export async function blockBooking(db: Database, customerId: string, until: Date): Promise<void> {
  await db.insert(noShowPenalties).values({ customerId, tenantId: BERLIN.tenant, blockBookingUntil: until });
}

export function bookingOf(appointment: typeof appointments.$inferSelect, customerId: string) {
  return {
    tenant: BERLIN.tenant,
    holder: { customerId },
    appointmentId: appointment.id,
    startAt: appointment.startAt,
    endAt: appointment.endAt,
    now: new Date(),
  };
}

/** The member who holds a place (every place these tests make is a member's). */
export function memberOf(item: { customerId: string | null }): string {
  if (item.customerId === null) throw new Error('a guest place where a member place was expected');
  return item.customerId;
}

/** The customer a demo account is connected to in a tenant. */
export async function customerOfAccount(db: Database, email: string, tenant: string): Promise<string> {
  const [row] = await db
    .select({ customerId: studioConnects.customerId })
    .from(studioConnects)
    .innerJoin(users, eq(users.id, studioConnects.userId))
    .where(and(eq(users.email, email), eq(studioConnects.tenantId, tenant)));
  if (!row) throw new Error(`${email} is not connected to ${tenant}`);
  return row.customerId;
}

export async function giveContingent(db: Database, customerId: string, total: number | null): Promise<void> {
  await db.insert(contingents).values({
    tenantId: BERLIN.tenant,
    customerId,
    benefitType: total === null ? 'FLAT_CONTINGENT' : 'PURCHASED_CONTINGENT',
    name: total === null ? 'Flat rate' : `${total}-visit card`,
    total,
    validFrom: new Date(Date.now() - 30 * DAY),
    validUntil: new Date(Date.now() + 30 * DAY),
  });
}

/**
 * A single-appointment benefit at the Berlin demo studio with `employeeCount` new employees, each available every
 * day from 06:00 to 22:00 studio time; options override the benefit's rules.
 */
export async function createSingleBenefit(
  db: Database,
  options: Partial<typeof benefits.$inferInsert> = {},
  employeeCount = 1,
): Promise<{ benefit: typeof benefits.$inferSelect; employeeIds: number[] }> {
  const [benefit] = await db
    .insert(benefits)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      kind: 'SINGLE_APPOINTMENT',
      name: `Coaching ${randomBytes(3).toString('hex')}`,
      durationMinutes: 60,
      bookUntilMinutes: 0,
      bookAheadDays: 14,
      cancellationDeadlineMinutes: 0,
      ...options,
    })
    .returning();
  if (!benefit) throw new Error('benefit not created');
  const employeeIds = await addEmployees(db, benefit.id, employeeCount);
  return { benefit, employeeIds };
}

/** New Berlin employees who offer the benefit every day from 06:00 to 22:00. */
export async function addEmployees(db: Database, benefitId: number, count: number): Promise<number[]> {
  const staff = await db
    .insert(employees)
    .values(
      Array.from({ length: count }, (_, index) => ({
        tenantId: BERLIN.tenant,
        studioId: BERLIN.studioId,
        firstName: 'Coach',
        lastName: `${index + 1}-${randomBytes(2).toString('hex')}`,
        texts: {},
      })),
    )
    .returning({ id: employees.id });
  const employeeIds = staff.map((employee) => employee.id);
  await offerBenefit(db, benefitId, employeeIds);
  return employeeIds;
}

/** The employees offer the benefit every day from 06:00 to 22:00. */
export async function offerBenefit(db: Database, benefitId: number, employeeIds: number[]): Promise<void> {
  await db.insert(availabilities).values(
    employeeIds.flatMap((employeeId) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        tenantId: BERLIN.tenant,
        studioId: BERLIN.studioId,
        benefitId,
        employeeId,
        weekday,
        startMinute: 6 * 60,
        endMinute: 22 * 60,
      })),
    ),
  );
}

/** A contingent of single appointments (a personal-training card) for the customer. */
export async function giveSingleAppointmentCard(db: Database, customerId: string, total = 10): Promise<void> {
  await db.insert(contingents).values({
    tenantId: BERLIN.tenant,
    customerId,
    benefitType: 'PURCHASED_CONTINGENT',
    name: 'Personal training card',
    benefitKinds: ['SINGLE_APPOINTMENT'],
    total,
    validFrom: new Date(Date.now() - DAY),
    validUntil: new Date(Date.now() + 60 * DAY),
  });
}
