import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessRefusals, noShowPenalties } from '../../../src/modules/booking/schema.ts';
import { checkinReservationSlots } from '../../../src/modules/checkin-reservations/schema.ts';
import { BERLIN, customerOfAccount } from '../../helpers/booking-factory.ts';
import { berlinDay, berlinTime, createSlot, type Slot } from '../../helpers/checkin-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const SLOTS = `/nox/public/v1/studios/${BERLIN.studioId}/checkinreservation`;
const RESERVE = `/nox/v1/studios/${BERLIN.studioId}/checkinreservation`;
const STUDIO_RESERVATIONS = `/nox/v1/studios/${BERLIN.studioId}/checkinreservations`;
const MINE = '/nox/v1/checkinreservations';
const HOUR = 60 * 60_000;

let anna: string;
let lukas: string;
let annaCustomer: string;
/** Each test reserves on its own day, so the daily limit never meets another's reservations. */
let nextDay = 20;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
  annaCustomer = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, BERLIN.tenant);
});

function slotOnOwnDay(options: Partial<Slot> = {}) {
  nextDay += 1;
  return createSlot(t.db, { startAt: berlinTime(nextDay, 10), ...options });
}

function reserve(cookie: string, slot: { id: number }, url = RESERVE) {
  return asMember(t, cookie, { method: 'POST', url, payload: { slotId: slot.id } });
}

function cancel(cookie: string, id: string) {
  return asMember(t, cookie, { method: 'POST', url: `${MINE}/${id}/cancel` });
}

async function freePlacesOf(slot: Slot): Promise<number | undefined> {
  const from = new Date(slot.startAt.getTime() - HOUR).toISOString();
  const until = new Date(slot.startAt.getTime() + HOUR).toISOString();
  const response = await t.request(
    `${SLOTS}?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(until)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().find((entry: { id: number }) => entry.id === slot.id)?.freePlaces;
}

function expectError(
  response: { statusCode: number; json: () => { errorCode: string } },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errorCode).toBe(code);
}

describe('the slots of a studio (public)', () => {
  it('lists the seeded slots of the coming week with their free places, started ones left out', async () => {
    const response = await t.request(SLOTS);
    expect(response.statusCode, response.body).toBe(200);
    const slots = response.json() as {
      startDateTime: string;
      endDateTime: string;
      freePlaces: number;
      capacity: number;
    }[];
    expect(slots.length).toBeGreaterThan(50);
    const now = Date.now();
    for (const slot of slots) {
      expect(new Date(slot.startDateTime).getTime()).toBeGreaterThan(now);
      expect(new Date(slot.startDateTime).getTime()).toBeLessThan(now + 7 * 24 * HOUR);
      expect(new Date(slot.endDateTime).getTime() - new Date(slot.startDateTime).getTime()).toBe(90 * 60_000);
      expect(slot.freePlaces).toBeGreaterThanOrEqual(0);
      expect(slot.freePlaces).toBeLessThanOrEqual(slot.capacity);
    }
    expect(slots.some((slot) => slot.freePlaces === 0)).toBe(true);
  });

  it('answers a range, never a started slot, and refuses a reversed or too long range', async () => {
    const started = await createSlot(t.db, { startAt: new Date(Date.now() - HOUR) });
    const from = new Date(Date.now() - 2 * HOUR).toISOString();
    const until = new Date(Date.now() + HOUR).toISOString();
    const ranged = await t.request(
      `${SLOTS}?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(until)}`,
    );
    expect(ranged.statusCode).toBe(200);
    expect(ranged.json().map((slot: { id: number }) => slot.id)).not.toContain(started.id);

    expectError(
      await t.request(`${SLOTS}?startDate=${encodeURIComponent(until)}&endDate=${encodeURIComponent(from)}`),
      400,
      'CHECKIN_INVALID_RANGE',
    );
    const far = new Date(Date.now() + 40 * 24 * HOUR).toISOString();
    expectError(await t.request(`${SLOTS}?endDate=${encodeURIComponent(far)}`), 400, 'CHECKIN_INVALID_RANGE');
    expectError(await t.request(`${SLOTS}?startDate=tomorrow`), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown studio', async () => {
    expectError(await t.request('/nox/public/v1/studios/999999/checkinreservation'), 404, 'STUDIO_NOT_FOUND');
  });
});

describe('reserving and cancelling', () => {
  it('shows Anna her seeded reservation of the coming days', async () => {
    const mine = await asMember(t, anna, { url: STUDIO_RESERVATIONS });
    expect(mine.statusCode).toBe(200);
    const soon = mine
      .json()
      .filter((entry: { startTime: string }) => new Date(entry.startTime).getTime() < Date.now() + 3 * 24 * HOUR);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ status: 'RESERVED', cancelable: true });
  });

  it('reserves a place, lists it at the studio and overall, cancels it and frees the place', async () => {
    const slot = await slotOnOwnDay();
    const reserved = await reserve(anna, slot);
    expect(reserved.statusCode, reserved.body).toBe(200);
    const reservation = reserved.json();
    expect(reservation).toMatchObject({
      slotId: slot.id,
      status: 'RESERVED',
      usageDate: berlinDay(slot.startAt),
      startTime: slot.startAt.toISOString(),
      endTime: slot.endAt.toISOString(),
      lastPossibleCheckinDateTime: new Date(slot.startAt.getTime() + 30 * 60_000).toISOString(),
      studio: { id: BERLIN.studioId, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
      canceledAt: null,
      cancelable: true,
    });
    expect(await freePlacesOf(slot)).toBe(19);

    const atStudio = await asMember(t, anna, { url: STUDIO_RESERVATIONS });
    expect(atStudio.json().map((entry: { id: string }) => entry.id)).toContain(reservation.id);
    const mine = await asMember(t, anna, { url: MINE });
    expect(mine.json().map((entry: { id: string }) => entry.id)).toContain(reservation.id);

    const cancelled = await cancel(anna, reservation.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED', cancelable: false });
    expect(await freePlacesOf(slot)).toBe(20);
    const afterwards = await asMember(t, anna, { url: STUDIO_RESERVATIONS });
    expect(afterwards.json().map((entry: { id: string }) => entry.id)).not.toContain(reservation.id);
    const history = await asMember(t, anna, { url: MINE });
    expect(history.json().find((entry: { id: string }) => entry.id === reservation.id)?.status).toBe('CANCELED');

    expectError(await cancel(anna, reservation.id), 409, 'CHECKIN_RESERVATION_ALREADY_CANCELED');
    expect(await freePlacesOf(slot)).toBe(20);
    expect((await reserve(anna, slot)).statusCode).toBe(200);
  });

  it('keeps one live reservation per member and slot', async () => {
    const slot = await slotOnOwnDay();
    expect((await reserve(anna, slot)).statusCode).toBe(200);
    expectError(await reserve(anna, slot), 409, 'CHECKIN_ALREADY_RESERVED');
    expect(await freePlacesOf(slot)).toBe(19);
  });

  it('refuses a full slot', async () => {
    const slot = await slotOnOwnDay({ capacity: 5, reserved: 5 });
    expectError(await reserve(anna, slot), 409, 'CHECKIN_SLOT_FULL');
  });

  it('refuses a slot that has started or is over', async () => {
    const running = await createSlot(t.db, { startAt: new Date(Date.now() - 10 * 60_000) });
    expectError(await reserve(anna, running), 409, 'CHECKIN_SLOT_STARTED');
    const over = await createSlot(t.db, { startAt: new Date(Date.now() - 3 * HOUR) });
    expectError(await reserve(anna, over), 409, 'CHECKIN_SLOT_STARTED');
  });

  it('allows two reservations a day and refuses the third', async () => {
    nextDay += 1;
    const slots = await Promise.all(
      [8, 12, 18].map((hour) => createSlot(t.db, { startAt: berlinTime(nextDay, hour) })),
    );
    const [first, second, third] = slots as [Slot, Slot, Slot];
    expect((await reserve(anna, first)).statusCode).toBe(200);
    expect((await reserve(anna, second)).statusCode).toBe(200);
    expectError(await reserve(anna, third), 409, 'CHECKIN_DAILY_LIMIT_REACHED');
    const nextMorning = await createSlot(t.db, { startAt: berlinTime(nextDay + 1, 8) });
    expect((await reserve(anna, nextMorning)).statusCode).toBe(200);
    nextDay += 1;
  });

  it('refuses a cancellation once the slot has started', async () => {
    const slot = await slotOnOwnDay();
    const reservation = (await reserve(anna, slot)).json();
    await t.db
      .update(checkinReservationSlots)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(checkinReservationSlots.id, slot.id));
    expectError(await cancel(anna, reservation.id), 409, 'CHECKIN_SLOT_STARTED');
  });
});

describe('who may reserve', () => {
  it('refuses a member the studio refuses access to', async () => {
    const slot = await slotOnOwnDay();
    await t.db
      .insert(accessRefusals)
      .values({ customerId: annaCustomer, tenantId: BERLIN.tenant, reason: 'OPEN_BALANCE', refusedSince: new Date() });
    try {
      expectError(await reserve(anna, slot), 403, 'CHECKIN_ACCESS_REFUSED');
    } finally {
      await t.db.delete(accessRefusals).where(eq(accessRefusals.customerId, annaCustomer));
    }
    expect((await reserve(anna, slot)).statusCode).toBe(200);
  });

  it('refuses a member whose entrance lock lasts beyond the slot, not one whose lock ends before', async () => {
    const slot = await slotOnOwnDay();
    await t.db.insert(noShowPenalties).values({
      customerId: annaCustomer,
      tenantId: BERLIN.tenant,
      entranceLockUntil: new Date(slot.startAt.getTime() + HOUR),
    });
    try {
      const refused = await reserve(anna, slot);
      expectError(refused, 403, 'CHECKIN_ENTRANCE_LOCKED');
      expect(refused.json().errors[0].typedArgs[0]).toEqual({
        type: 'TIMESTAMP',
        value: new Date(slot.startAt.getTime() + HOUR).toISOString(),
      });
      await t.db
        .update(noShowPenalties)
        .set({ entranceLockUntil: new Date(slot.startAt.getTime() - HOUR) })
        .where(eq(noShowPenalties.customerId, annaCustomer));
      expect((await reserve(anna, slot)).statusCode).toBe(200);
    } finally {
      await t.db.delete(noShowPenalties).where(eq(noShowPenalties.customerId, annaCustomer));
    }
  });

  it('answers 404 for an unknown slot or a slot of another studio, and 404 for an unknown studio', async () => {
    expectError(await reserve(anna, { id: 99_999_999 }), 404, 'CHECKIN_SLOT_NOT_FOUND');
    const elsewhere = await slotOnOwnDay({ studioId: 1210001002 });
    expectError(await reserve(anna, elsewhere), 404, 'CHECKIN_SLOT_NOT_FOUND');
    expectError(await reserve(anna, elsewhere, '/nox/v1/studios/999999/checkinreservation'), 404, 'STUDIO_NOT_FOUND');
  });

  it('refuses a member of another tenant, and hides a reservation from anyone but its member', async () => {
    const slot = await slotOnOwnDay();
    expectError(await reserve(lukas, slot), 403, 'NOT_CONNECTED_TO_TENANT');
    expectError(await asMember(t, lukas, { url: STUDIO_RESERVATIONS }), 403, 'NOT_CONNECTED_TO_TENANT');

    const reservation = (await reserve(anna, slot)).json();
    expectError(await cancel(lukas, reservation.id), 404, 'CHECKIN_RESERVATION_NOT_FOUND');
    const lukasList = await asMember(t, lukas, { url: MINE });
    expect(lukasList.json().map((entry: { id: string }) => entry.id)).not.toContain(reservation.id);
    expectError(await cancel(anna, '00000000-0000-4000-8000-000000000000'), 404, 'CHECKIN_RESERVATION_NOT_FOUND');
    const foreignTenant = await asMember(t, anna, {
      method: 'POST',
      url: `${MINE}/${reservation.id}/cancel`,
      headers: { 'x-tenant': 'alpenfit' },
    });
    expectError(foreignTenant, 403, 'NOT_CONNECTED_TO_TENANT');
    expect(await freePlacesOf(slot)).toBe(19);
  });

  it('answers an account connected to no studio with no reservations', async () => {
    const unconnected = await logIn(t, DEMO_USERS.unconnected);
    const response = await asMember(t, unconnected, { url: MINE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('asks for a login and for valid input', async () => {
    expectError(await t.request(MINE), 403, 'NOT_LOGGED_IN');
    expectError(await t.request({ method: 'POST', url: RESERVE, payload: { slotId: 1 } }), 403, 'NOT_LOGGED_IN');
    expectError(await asMember(t, anna, { method: 'POST', url: RESERVE, payload: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await asMember(t, anna, { method: 'POST', url: RESERVE, payload: { slotId: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await cancel(anna, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});
