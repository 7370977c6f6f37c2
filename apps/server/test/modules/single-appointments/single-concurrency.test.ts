import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-error.ts';
import { appointments, benefits, calendarItems } from '../../../src/modules/booking/schema.ts';
import { bookSingleSlot } from '../../../src/modules/booking/single-slot-service.ts';
import {
  BERLIN,
  createCustomer,
  createSingleBenefit,
  giveSingleAppointmentCard,
  offerBenefit,
} from '../../helpers/booking-factory.ts';
import { useSecondInstance } from '../../helpers/second-instance.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);

const CLIENTS = 20;
const DAY = 24 * 60 * 60_000;

async function members(count: number): Promise<string[]> {
  const customers = await Promise.all(Array.from({ length: count }, () => createCustomer(t.db)));
  await Promise.all(customers.map((customerId) => giveSingleAppointmentCard(t.db, customerId)));
  return customers;
}

/** Tomorrow at 10:00 in Berlin (a time inside every test employee's 06:00 to 22:00 window). */
function tomorrowAtTen(): Date {
  const day = new Date(Date.now() + DAY).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
  const utcGuess = new Date(`${day}T10:00:00Z`);
  const berlinHour = Number(
    utcGuess.toLocaleString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }),
  );
  return new Date(utcGuess.getTime() - (berlinHour - 10) * 60 * 60_000);
}

async function liveAppointmentsOf(employeeId: number) {
  return t.db
    .select({ id: appointments.id, startAt: appointments.startAt, endAt: appointments.endAt })
    .from(appointments)
    .innerJoin(calendarItems, eq(calendarItems.appointmentId, appointments.id))
    .where(eq(appointments.employeeId, employeeId));
}

function refusals(outcomes: PromiseSettledResult<unknown>[]): HttpError[] {
  return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as HttpError] : []));
}

describe('booking one employee’s time under a rush', () => {
  it(`gives one slot to exactly one of ${CLIENTS} members booking it at once`, async () => {
    const { benefit, employeeIds } = await createSingleBenefit(t.db);
    const employeeId = employeeIds[0] ?? 0;
    const startAt = tomorrowAtTen();
    const customers = await members(CLIENTS);

    const outcomes = await Promise.allSettled(
      customers.map((customerId, index) =>
        bookSingleSlot(instanceFor(index), {
          tenant: BERLIN.tenant,
          holder: { customerId },
          benefitId: benefit.id,
          employeeId,
          startAt,
          endAt: new Date(startAt.getTime() + 60 * 60_000),
          now: new Date(),
        }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = refusals(outcomes);
    expect(refused).toHaveLength(CLIENTS - 1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error.statusCode).toBe(409);
      expect(error.errorCode).toBe('SLOT_TAKEN');
    }
    expect(await liveAppointmentsOf(employeeId)).toHaveLength(1);
  });

  it('never gives one employee two overlapping appointments of two benefits', async () => {
    const { benefit: training, employeeIds } = await createSingleBenefit(t.db, { durationMinutes: 60 });
    const employeeId = employeeIds[0] ?? 0;
    const [analysis] = await t.db
      .insert(benefits)
      .values({
        tenantId: BERLIN.tenant,
        studioId: BERLIN.studioId,
        kind: 'SINGLE_APPOINTMENT',
        name: 'Body analysis (test)',
        durationMinutes: 30,
        bookUntilMinutes: 0,
        cancellationDeadlineMinutes: 0,
      })
      .returning();
    if (!analysis) throw new Error('benefit not created');
    await offerBenefit(t.db, analysis.id, [employeeId]);
    const startAt = tomorrowAtTen();
    const customers = await members(CLIENTS);

    // Half want the hour of training at 10:00, half the half-hour analysis at 10:30: they overlap.
    const outcomes = await Promise.allSettled(
      customers.map((customerId, index) => {
        const wantsTraining = index % 2 === 0;
        const start = wantsTraining ? startAt : new Date(startAt.getTime() + 30 * 60_000);
        return bookSingleSlot(instanceFor(Math.floor(index / 2)), {
          tenant: BERLIN.tenant,
          holder: { customerId },
          benefitId: wantsTraining ? training.id : analysis.id,
          employeeId,
          startAt: start,
          endAt: new Date(start.getTime() + (wantsTraining ? 60 : 30) * 60_000),
          now: new Date(),
        });
      }),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(outcomes).every((error) => error.errorCode === 'SLOT_TAKEN')).toBe(true);
    const live = await liveAppointmentsOf(employeeId);
    expect(live).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(inArray(appointments.benefitId, [training.id, analysis.id]));
    expect(rows).toHaveLength(1);
  });
});
