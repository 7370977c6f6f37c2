import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type appointments, noShowPenalties } from '../../../src/modules/booking/schema.ts';
import {
  BERLIN,
  blockBooking,
  createAppointment,
  customerOfAccount,
  giveContingent,
} from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
type Appointment = typeof appointments.$inferSelect;

let anna: string;
let lukas: string;
let annaCustomer: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
  annaCustomer = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, BERLIN.tenant);
  await giveContingent(t.db, annaCustomer, 10);
});

function bookingBody(appointment: Appointment) {
  return {
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    ticket: { bookableItemId: appointment.id },
  };
}

function book(cookie: string, appointment: Appointment, tenant: string = BERLIN.tenant) {
  return asMember(t, cookie, {
    method: 'POST',
    url: '/nox/v1/calendar/bookcourse',
    payload: bookingBody(appointment),
    headers: { 'x-tenant': tenant },
  });
}

describe('booking a course appointment', () => {
  it('books a place, lists it as current, cancels it and keeps it upcoming as cancelled', async () => {
    const appointment = await createAppointment(t.db);
    const booked = await book(anna, appointment);
    expect(booked.statusCode, booked.body).toBe(200);
    const item = booked.json();
    expect(item).toMatchObject({
      participantStatus: 'BOOKED',
      name: 'Spinning',
      appointmentId: appointment.id,
      studio: { id: BERLIN.studioId, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
      location: 'Studio 2',
      employees: ['Mara Vogt'],
      waitingListPosition: null,
      ticket: { contingentName: '10-visit card' },
    });

    const current = await asMember(t, anna, { url: '/nox/v1/calendar/current?tenant=kraftwerk' });
    expect(current.json().map((entry: { id: string }) => entry.id)).toContain(item.id);

    const cancelled = await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${item.id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().participantStatus).toBe('CANCELED');

    // A cancelled place stays upcoming, as cancelled, until its class is over; only then is it past.
    const upcoming = await asMember(t, anna, { url: '/nox/v1/calendar/current?tenant=kraftwerk' });
    expect(upcoming.json().find((entry: { id: string }) => entry.id === item.id)?.participantStatus).toBe('CANCELED');
    const past = await asMember(t, anna, { url: '/nox/v1/calendar/past?tenant=kraftwerk' });
    expect(past.json().map((entry: { id: string }) => entry.id)).not.toContain(item.id);
    const again = await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${item.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ALREADY_CANCELED');
  });

  it('refuses a second place for the same member', async () => {
    const appointment = await createAppointment(t.db);
    expect((await book(anna, appointment)).statusCode).toBe(200);
    const second = await book(anna, appointment);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'ALREADY_BOOKED', traceId: expect.any(String) });
  });

  it('puts the member on the waiting list of a full appointment and tells the position', async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 1,
      bookedParticipants: 1,
      waitingListActive: true,
      maxWaitingListParticipants: 5,
      waitingListParticipants: 0,
    });
    const response = await book(anna, appointment);
    expect(response.json()).toMatchObject({ participantStatus: 'WAITING_LIST', waitingListPosition: 1 });
  });

  it('answers a full appointment without a waiting list with 409 APPOINTMENT_FULL', async () => {
    const appointment = await createAppointment(t.db, { maxParticipants: 2, bookedParticipants: 2 });
    const response = await book(anna, appointment);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('APPOINTMENT_FULL');
  });

  it('refuses a member with a no-show block, naming the end of the block', async () => {
    const until = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    const appointment = await createAppointment(t.db);
    const blocked = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, BERLIN.tenant);
    await blockBooking(t.db, blocked, until);
    const response = await book(anna, appointment);
    await t.db.delete(noShowPenalties).where(eq(noShowPenalties.customerId, blocked));
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({
      errorCode: 'BOOKING_BLOCKED',
      typedArgs: [{ type: 'TIMESTAMP', value: until.toISOString() }],
    });
  });

  it('refuses a booking outside the booking window and for a moved appointment', async () => {
    const later = await createAppointment(t.db, { earliestBookingAt: new Date(Date.now() + 60 * 60_000) });
    expect((await book(anna, later)).json().errorCode).toBe('BOOKING_NOT_YET_OPEN');
    const moved = await createAppointment(t.db);
    const response = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/bookcourse',
      payload: { ...bookingBody(moved), startDateTime: new Date(moved.startAt.getTime() - 3600_000).toISOString() },
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(response.json().errorCode).toBe('APPOINTMENT_MOVED');
  });

  it('refuses to cancel a booked place after the cancellation deadline', async () => {
    const soon = await createAppointment(t.db, {
      startAt: new Date(Date.now() + 30 * 60_000),
      endAt: new Date(Date.now() + 75 * 60_000),
      latestBookingAt: new Date(Date.now() + 30 * 60_000),
      cancellationDeadlineMinutes: 60,
    });
    const item = (await book(anna, soon)).json();
    const response = await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${item.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('CANCELLATION_DEADLINE_PASSED');
  });
});

describe('booking across tenants and without a login', () => {
  it('never lets a member of another tenant book, read or cancel', async () => {
    const appointment = await createAppointment(t.db);
    const foreign = await book(lukas, appointment, 'alpenfit');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    expect((await book(lukas, appointment, 'kraftwerk')).json().errorCode).toBe('NOT_CONNECTED_TO_TENANT');

    const item = (await book(anna, appointment)).json();
    for (const method of ['GET', 'DELETE']) {
      const response = await asMember(t, lukas, { method, url: `/nox/v1/calendar/${item.id}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('asks a guest to log in', async () => {
    const response = await t.request({ method: 'GET', url: '/nox/v1/calendar/current' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('NOT_LOGGED_IN');
  });

  it.each([
    {},
    { ticket: {} },
    { startDateTime: 'tomorrow', endDateTime: 'later', ticket: { bookableItemId: 1 } },
    { startDateTime: new Date().toISOString(), endDateTime: new Date().toISOString(), ticket: { bookableItemId: -3 } },
  ])('answers a malformed booking %j with 400', async (payload) => {
    const response = await asMember(t, anna, { method: 'POST', url: '/nox/v1/calendar/bookcourse', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('answers an unknown or malformed calendar item id with 404 or 400', async () => {
    const unknown = await asMember(t, anna, { url: '/nox/v1/calendar/5f0c7a0e-2d55-4c55-8f0a-1a2b3c4d5e6f' });
    expect(unknown.statusCode).toBe(404);
    expect((await asMember(t, anna, { url: '/nox/v1/calendar/not-a-uuid' })).statusCode).toBe(400);
  });
});

describe('the course schedule', () => {
  it('lists a studio’s appointments of the coming week with their places', async () => {
    const appointment = await createAppointment(t.db, { maxParticipants: 12, bookedParticipants: 4 });
    const response = await t.request(`/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({ id: appointment.id, name: 'Spinning', maxParticipants: 12, bookedParticipants: 4 }),
    );
  });
});
