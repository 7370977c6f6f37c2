import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-error.ts';
import { bookAppointment, cancelPlace } from '../../../src/modules/booking/booking-service.ts';
import { appointments, calendarItems, contingents } from '../../../src/modules/booking/schema.ts';
import { bookingOf, createAppointment, createCustomer, memberOf } from '../../helpers/booking-factory.ts';
import { useSecondInstance } from '../../helpers/second-instance.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);

const CLIENTS = 200;
const PLACES_LEFT = 5;
const WAITING_ROOM = 50;

async function placesOf(appointmentId: number) {
  return t.db
    .select()
    .from(calendarItems)
    .where(eq(calendarItems.appointmentId, appointmentId))
    .orderBy(asc(calendarItems.queueNumber));
}

async function countersOf(appointmentId: number) {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return { booked: row?.bookedParticipants, waiting: row?.waitingListParticipants };
}

describe('booking the last places under a rush', () => {
  it(`gives ${PLACES_LEFT} places to ${CLIENTS} clients at once, then the waiting list in order, then a clear 409`, async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 20,
      bookedParticipants: 20 - PLACES_LEFT,
      waitingListActive: true,
      maxWaitingListParticipants: WAITING_ROOM,
    });
    const customers = await Promise.all(Array.from({ length: CLIENTS }, () => createCustomer(t.db)));

    const outcomes = await Promise.allSettled(
      customers.map((customerId, index) => bookAppointment(instanceFor(index), bookingOf(appointment, customerId))),
    );

    const placed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(placed.filter((item) => item.status === 'BOOKED')).toHaveLength(PLACES_LEFT);
    expect(placed.filter((item) => item.status === 'WAITING_LIST')).toHaveLength(WAITING_ROOM);
    expect(refused).toHaveLength(CLIENTS - PLACES_LEFT - WAITING_ROOM);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(409);
      expect((error as HttpError).errorCode).toBe('APPOINTMENT_FULL');
    }
    expect(await countersOf(appointment.id)).toEqual({ booked: 20, waiting: WAITING_ROOM });
    const rows = await placesOf(appointment.id);
    expect(new Set(rows.map((row) => row.customerId)).size).toBe(rows.length);
  });

  it('moves the first in line up into each freed place, exactly once, when members cancel at the same time', async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 3,
      waitingListActive: true,
      maxWaitingListParticipants: 10,
    });
    const booked = [];
    for (const customerId of await Promise.all([1, 2, 3].map(() => createCustomer(t.db)))) {
      booked.push(await bookAppointment(t.db, bookingOf(appointment, customerId)));
    }
    const waiting = [];
    for (const customerId of await Promise.all([1, 2, 3, 4, 5].map(() => createCustomer(t.db)))) {
      waiting.push(await bookAppointment(t.db, bookingOf(appointment, customerId)));
    }

    await Promise.all(
      booked.map((item, index) =>
        cancelPlace(instanceFor(index), {
          holder: { customerId: memberOf(item) },
          calendarItemId: item.id,
          now: new Date(),
        }),
      ),
    );

    const rows = await placesOf(appointment.id);
    const nowBooked = rows.filter((row) => row.status === 'BOOKED').map((row) => row.id);
    expect(nowBooked.sort()).toEqual(
      waiting
        .slice(0, 3)
        .map((item) => item.id)
        .sort(),
    );
    expect(rows.filter((row) => row.status === 'WAITING_LIST').map((row) => row.id)).toEqual(
      waiting.slice(3).map((item) => item.id),
    );
    expect(await countersOf(appointment.id)).toEqual({ booked: 3, waiting: 2 });
  });

  it('keeps one place per member when the same member presses book twenty times at once', async () => {
    const appointment = await createAppointment(t.db);
    const customerId = await createCustomer(t.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => bookAppointment(instanceFor(index), bookingOf(appointment, customerId))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const live = await t.db
      .select()
      .from(calendarItems)
      .where(and(eq(calendarItems.appointmentId, appointment.id), eq(calendarItems.customerId, customerId)));
    expect(live).toHaveLength(1);
    expect(await countersOf(appointment.id)).toEqual({ booked: 1, waiting: 0 });
  });

  it('takes the last visit of a card once when the member books two classes at the same moment', async () => {
    const [first, second] = await Promise.all([createAppointment(t.db), createAppointment(t.db)]);
    if (!first || !second) throw new Error('appointments not created');
    const customerId = await createCustomer(t.db, 1);
    const outcomes = await Promise.allSettled(
      [first, second].map((appointment, index) =>
        bookAppointment(instanceFor(index), bookingOf(appointment, customerId)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refused.map((error) => (error as HttpError).errorCode)).toEqual(['NO_CONTINGENT']);
    const [card] = await t.db.select().from(contingents).where(eq(contingents.customerId, customerId));
    expect(card?.used).toBe(1);
    const counters = [await countersOf(first.id), await countersOf(second.id)];
    expect(counters.map((counter) => counter.booked).sort()).toEqual([0, 1]);
  });

  it('keeps the counters true, without a deadlock, when members book and cancel the same class at once', async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 5,
      waitingListActive: true,
      maxWaitingListParticipants: 5,
    });
    const booked = [];
    for (const customerId of await Promise.all(Array.from({ length: 5 }, () => createCustomer(t.db)))) {
      booked.push(await bookAppointment(t.db, bookingOf(appointment, customerId)));
    }
    const newcomers = await Promise.all(Array.from({ length: 30 }, () => createCustomer(t.db)));

    const outcomes = await Promise.allSettled([
      ...booked.map((item, index) =>
        cancelPlace(instanceFor(index), {
          holder: { customerId: memberOf(item) },
          calendarItemId: item.id,
          now: new Date(),
        }),
      ),
      ...newcomers.map((customerId, index) => bookAppointment(instanceFor(index), bookingOf(appointment, customerId))),
    ]);

    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    for (const error of refused) expect((error as HttpError).errorCode).toBe('APPOINTMENT_FULL');
    const rows = await placesOf(appointment.id);
    const live = { booked: 0, waiting: 0 };
    for (const row of rows) {
      if (row.status === 'BOOKED') live.booked += 1;
      if (row.status === 'WAITING_LIST') live.waiting += 1;
    }
    expect(live.booked).toBe(5);
    expect(await countersOf(appointment.id)).toEqual(live);
    expect(new Set(rows.map((row) => row.customerId)).size).toBe(rows.length);
  });
});
