import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-error.ts';
import { checkinReservationSlots, checkinReservations } from '../../../src/modules/checkin-reservations/schema.ts';
import { reserveSlot } from '../../../src/modules/checkin-reservations/service.ts';
import { BERLIN, createCustomer } from '../../helpers/booking-factory.ts';
import { berlinTime, createSlot } from '../../helpers/checkin-factory.ts';
import { useSecondInstance } from '../../helpers/second-instance.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);

const MEMBERS = 50;
const PLACES_LEFT = 3;
const STUDIO = { id: BERLIN.studioId, tenantId: BERLIN.tenant, zoneId: 'Europe/Berlin' };

function reservationOf(customerId: string, slotId: number, index: number) {
  return reserveSlot(instanceFor(index), { member: { tenant: BERLIN.tenant, customerId }, studio: STUDIO, slotId });
}

function errorCodesOf(outcomes: PromiseSettledResult<unknown>[]): string[] {
  return outcomes.flatMap((outcome) => {
    if (outcome.status === 'fulfilled') return [];
    expect(outcome.reason).toBeInstanceOf(HttpError);
    return [(outcome.reason as HttpError).errorCode];
  });
}

async function reservedOf(slotId: number): Promise<number | undefined> {
  const [row] = await t.db.select().from(checkinReservationSlots).where(eq(checkinReservationSlots.id, slotId));
  return row?.reserved;
}

async function liveReservations(slotId: number) {
  return t.db
    .select()
    .from(checkinReservations)
    .where(and(eq(checkinReservations.slotId, slotId), eq(checkinReservations.status, 'RESERVED')));
}

describe('reserving the last places under a rush', () => {
  it(`gives the last ${PLACES_LEFT} places to exactly ${PLACES_LEFT} of ${MEMBERS} members at once`, async () => {
    const slot = await createSlot(t.db, { capacity: 20, reserved: 20 - PLACES_LEFT });
    const customers = await Promise.all(Array.from({ length: MEMBERS }, () => createCustomer(t.db)));

    const outcomes = await Promise.allSettled(
      customers.map((customerId, index) => reservationOf(customerId, slot.id, index)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(PLACES_LEFT);
    const codes = errorCodesOf(outcomes);
    expect(codes).toHaveLength(MEMBERS - PLACES_LEFT);
    expect(new Set(codes)).toEqual(new Set(['CHECKIN_SLOT_FULL']));
    expect(await reservedOf(slot.id)).toBe(20);
    expect(await liveReservations(slot.id)).toHaveLength(PLACES_LEFT);
  });

  it('keeps one reservation when the same member presses reserve twenty times at once', async () => {
    const slot = await createSlot(t.db);
    const customerId = await createCustomer(t.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => reservationOf(customerId, slot.id, index)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(errorCodesOf(outcomes))).toEqual(new Set(['CHECKIN_ALREADY_RESERVED']));
    expect(await reservedOf(slot.id)).toBe(1);
    expect(await liveReservations(slot.id)).toHaveLength(1);
  });

  it('holds the daily limit when one member reserves five slots of a day at once', async () => {
    const slots = await Promise.all(
      [7, 9, 11, 13, 15].map((hour) => createSlot(t.db, { startAt: berlinTime(30, hour) })),
    );
    const customerId = await createCustomer(t.db);
    const outcomes = await Promise.allSettled(slots.map((slot, index) => reservationOf(customerId, slot.id, index)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(new Set(errorCodesOf(outcomes))).toEqual(new Set(['CHECKIN_DAILY_LIMIT_REACHED']));
  });
});
