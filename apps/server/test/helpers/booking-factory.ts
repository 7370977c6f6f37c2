import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { appointments, benefits, contingents, noShowPenalties } from '../../src/modules/booking/schema.ts';
import { customers } from '../../src/modules/customers/schema.ts';
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
