import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments, calendarItems } from '../modules/booking/schema.ts';
import { demoCustomers } from './members.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CANDIDATES = 20;

function customerByCode(code: string) {
  const customer = demoCustomers.find((candidate) => candidate.customerCode === code);
  if (!customer) throw new Error(`demo customer ${code} is missing`);
  return customer;
}

/**
 * A full class in Berlin: Anna Berger holds the last place and Mia Schulz is first on its waiting list, so cancelling
 * Anna's place moves Mia up and mails her (README "Demo data"; the booking browser journey).
 */
export async function seedWaitingList(tx: Database, today: Date): Promise<void> {
  const anna = customerByCode('KW-100234');
  const mia = customerByCode('KW-100457');
  const held = tx
    .select({ id: calendarItems.appointmentId })
    .from(calendarItems)
    .where(and(eq(calendarItems.customerId, anna.id), ne(calendarItems.status, 'CANCELED')));
  const candidates = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.studioId, anna.studioId),
        eq(appointments.waitingListActive, true),
        gt(appointments.startAt, new Date(today.getTime() + 2 * DAY_MS)),
        sql`${appointments.id} not in ${held}`,
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(CANDIDATES);
  const full = candidates.find((row) => row.maxWaitingListParticipants > 0);
  if (!full) return;
  await tx.insert(calendarItems).values([
    { tenantId: anna.tenantId, appointmentId: full.id, customerId: anna.id, status: 'BOOKED', bookedAt: today },
    { tenantId: mia.tenantId, appointmentId: full.id, customerId: mia.id, status: 'WAITING_LIST' },
  ]);
  await tx
    .update(appointments)
    .set({ bookedParticipants: full.maxParticipants, waitingListParticipants: 1 })
    .where(eq(appointments.id, full.id));
}
