import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { appointments, benefits, trialSessionConfigs } from '../../src/modules/booking/schema.ts';
import { BERLIN } from './booking-factory.ts';

const DAY = 24 * 60 * 60_000;
/** Slots of one test file never share their times (a trial session's slot is found by them), nor the seed's whole minutes. */
let slotsCreated = 0;

/** The seeded trial-session benefit of a demo studio. */
export async function trialBenefitOf(db: Database, studioId: number = BERLIN.studioId): Promise<number> {
  const [config] = await db.select().from(trialSessionConfigs).where(eq(trialSessionConfigs.studioId, studioId));
  if (!config) throw new Error(`studio ${studioId} has no trial session`);
  return config.benefitId;
}

/** The seeded Berlin course a guest may try (it has a trial configuration). */
export async function triableCourseOf(db: Database, name = 'Indoor Cycling'): Promise<number> {
  const [benefit] = await db
    .select()
    .from(benefits)
    .where(
      and(eq(benefits.studioId, BERLIN.studioId), eq(benefits.name, name), isNotNull(benefits.trialConfigurationId)),
    );
  if (!benefit) throw new Error(`${name} cannot be tried`);
  return benefit.id;
}

/** A slot of a benefit at the Berlin studio, `daysAhead` days from now; options override its limits. */
export async function createSlot(
  db: Database,
  benefitId: number,
  options: Partial<typeof appointments.$inferInsert> & { daysAhead?: number } = {},
): Promise<typeof appointments.$inferSelect> {
  const { daysAhead = 3, ...overrides } = options;
  slotsCreated += 1;
  const startAt = new Date(Math.floor((Date.now() + daysAhead * DAY) / 60_000) * 60_000 + slotsCreated * 1000);
  const [appointment] = await db
    .insert(appointments)
    .values({
      tenantId: BERLIN.tenant,
      studioId: BERLIN.studioId,
      benefitId,
      startAt,
      endAt: new Date(startAt.getTime() + 60 * 60_000),
      maxParticipants: 2,
      earliestBookingAt: new Date(Date.now() - 7 * DAY),
      latestBookingAt: startAt,
      cancellationDeadlineMinutes: 120,
      ...overrides,
    })
    .returning();
  if (!appointment) throw new Error('appointment not created');
  return appointment;
}

/** Customer data of a new guest (a unique e-mail address each time). */
export function guestData(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lea',
    lastName: 'Sommer',
    email: `lea.${randomBytes(4).toString('hex')}@guest.example`,
    phone: '+49 30 1234567',
    locale: 'de-DE',
    ...overrides,
  };
}

export function slotBody(appointment: typeof appointments.$inferSelect, customerData: Record<string, unknown>) {
  return {
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    ticket: { bookableItemId: appointment.id },
    customerData,
  };
}

/** The trial-session booking of a slot: the spec's payload (times and customer data), its studio in the query. */
export function trialSessionRequest(
  appointment: typeof appointments.$inferSelect,
  customerData?: Record<string, unknown>,
  path = '/nox/public/v1/trialsession/book',
) {
  return {
    method: 'POST' as const,
    url: `${path}?studioId=${appointment.studioId}`,
    payload: {
      startDateTime: appointment.startAt.toISOString(),
      endDateTime: appointment.endAt.toISOString(),
      ...(customerData === undefined ? {} : { customerData }),
    },
  };
}
