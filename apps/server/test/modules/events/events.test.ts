import type { BenefitAppointment, BookableBenefit, NextAvailable } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, benefits } from '../../../src/modules/booking/schema.ts';
import { BERLIN } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const ZURICH = { tenant: 'alpenfit', studioId: 1320002001 } as const;
const PUBLIC_EVENTS = '/nox/public/v2/bookableitems/benefit/studio-events';
const MEMBER_EVENTS = '/nox/v2/bookableitems/benefit/studio-events';

let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

async function publicEvents(studioId: number, tenant?: string): Promise<BookableBenefit[]> {
  const response = await t.request({
    url: `${PUBLIC_EVENTS}?studioId=${studioId}`,
    headers: tenant ? { 'x-tenant': tenant } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function memberEvents(
  cookie: string,
  studioId: number,
  tenant: string = BERLIN.tenant,
): Promise<BookableBenefit[]> {
  const response = await asMember(t, cookie, {
    url: `${MEMBER_EVENTS}?studioId=${studioId}`,
    headers: { 'x-tenant': tenant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function eventNamed(events: BookableBenefit[], name: string): BookableBenefit {
  const event = events.find((candidate) => candidate.name === name);
  if (!event) throw new Error(`no event ${name} in ${events.map((candidate) => candidate.name).join(', ')}`);
  return event;
}

function firstAppointment(event: BookableBenefit): BenefitAppointment {
  const [appointment] = event.appointments;
  if (!appointment) throw new Error(`${event.name} has no appointment`);
  return appointment;
}

function lastAppointment(event: BookableBenefit): BenefitAppointment {
  const appointment = event.appointments.at(-1);
  if (!appointment) throw new Error(`${event.name} has no appointment`);
  return appointment;
}

function book(cookie: string, appointment: BenefitAppointment, tenant: string = BERLIN.tenant) {
  return asMember(t, cookie, {
    method: 'POST',
    url: '/nox/v1/calendar/bookcourse',
    headers: { 'x-tenant': tenant },
    payload: {
      startDateTime: appointment.startDateTime,
      endDateTime: appointment.endDateTime,
      ticket: { bookableItemId: appointment.id },
    },
  });
}

describe('a studio’s events', () => {
  it('lists the events of the coming weeks with their price or offer state and how full they are', async () => {
    const events = await publicEvents(BERLIN.studioId, BERLIN.tenant);
    expect(events.map((event) => event.name).sort()).toEqual([
      'After-Work Run Club',
      'Kettlebell-Masterclass',
      'Mobility-Workshop',
      'Tag der offenen Tür',
    ]);
    expect(events.every((event) => event.itemType === 'EVENT')).toBe(true);
    const firstStarts = events.map((event) => firstAppointment(event).startDateTime);
    expect(firstStarts).toEqual([...firstStarts].sort());

    const openDay = eventNamed(events, 'Tag der offenen Tür');
    expect(openDay.priceOrOffer).toEqual({ state: 'FREE', benefitTrialConfigurationId: null });
    expect(openDay.image).toBe('/demo/images/events/open-house.svg');
    expect(openDay.studio).toEqual({
      id: BERLIN.studioId,
      name: 'Kraftwerk Berlin Mitte',
      zoneId: 'Europe/Berlin',
      currencyCode: 'EUR',
    });

    const workshop = eventNamed(events, 'Mobility-Workshop');
    expect(workshop.priceOrOffer).toEqual({
      state: 'ONLINE_PAYMENT',
      price: { amount: 29, currency: 'EUR' },
      benefitTrialConfigurationId: null,
    });
    expect(workshop.appointments).toHaveLength(2);
    expect(workshop.employees).toEqual(['Jan Köhler']);

    expect(eventNamed(events, 'After-Work Run Club').priceOrOffer).toBe(0);
    const full = firstAppointment(eventNamed(events, 'Kettlebell-Masterclass'));
    expect(full).toMatchObject({ placesLeft: 0, waitingListActive: true, waitingListParticipants: 2 });
    expect(full.maxWaitingListParticipants).toBeGreaterThan(2);
    // A guest sees no member state.
    expect(full).not.toHaveProperty('alreadyBooked');
    expect(openDay).not.toHaveProperty('onWaitingList');
  });

  it('gives each appointment the appointment item fields of spec 000 section 3', async () => {
    const openDay = eventNamed(await publicEvents(BERLIN.studioId, BERLIN.tenant), 'Tag der offenen Tür');
    const appointment = firstAppointment(openDay);
    expect(appointment).toMatchObject({
      itemType: 'EVENT',
      image: '/demo/images/events/open-house.svg',
      locations: appointment.location ? [appointment.location] : [],
      studio: { id: BERLIN.studioId, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
      stream: null,
    });
    expect(appointment.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = firstAppointment(eventNamed(await publicEvents(BERLIN.studioId), 'Tag der offenen Tür'));
    expect(again.uuid).toBe(appointment.uuid);
    expect(new Set(openDay.appointments.map((each) => each.uuid)).size).toBe(openDay.appointments.length);
  });

  it('gives a streamed appointment’s address only to a member with a booked place', async () => {
    const zurichEvents = () => memberEvents(lukas, ZURICH.studioId, ZURICH.tenant);
    const openDay = (events: BookableBenefit[]) => {
      const free = events.find(
        (event) => typeof event.priceOrOffer === 'object' && event.priceOrOffer.state === 'FREE',
      );
      if (!free) throw new Error('Zurich has no free event');
      return lastAppointment(free);
    };
    const streamed = openDay(await zurichEvents());
    await t.db
      .update(appointments)
      .set({ meetingType: 'STREAM', streamUrl: 'https://stream.example/open-day' })
      .where(eq(appointments.id, streamed.id));
    expect(openDay(await zurichEvents()).stream).toEqual({ url: null });
    const booked = await book(lukas, streamed, ZURICH.tenant);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(openDay(await zurichEvents()).stream).toEqual({ url: 'https://stream.example/open-day' });
    expect(openDay(await publicEvents(ZURICH.studioId)).stream).toEqual({ url: null });
  });

  it('prices a workshop in the studio’s own currency', async () => {
    const workshop = eventNamed(await publicEvents(ZURICH.studioId), 'Mobility-Workshop');
    expect(workshop.priceOrOffer).toMatchObject({ state: 'ONLINE_PAYMENT', price: { amount: 35, currency: 'CHF' } });
  });

  it('answers only the asked date range', async () => {
    const response = await t.request(
      `${PUBLIC_EVENTS}?studioId=${BERLIN.studioId}&startDate=2020-01-01T00:00:00Z&endDate=2020-02-01T00:00:00Z`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('adds the member’s own place: booked, and on the waiting list of a full event', async () => {
    const before = await memberEvents(anna, BERLIN.studioId);
    const run = eventNamed(before, 'After-Work Run Club');
    const lastRun = lastAppointment(run);
    expect(run).toMatchObject({ alreadyBooked: false, onWaitingList: false });
    expect(lastRun).toMatchObject({ alreadyBooked: false, participantStatus: null });

    expect((await book(anna, lastRun)).statusCode).toBe(200);
    const masterclass = firstAppointment(eventNamed(before, 'Kettlebell-Masterclass'));
    const waiting = await book(anna, masterclass);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().participantStatus).toBe('WAITING_LIST');

    const after = await memberEvents(anna, BERLIN.studioId);
    const bookedRun = eventNamed(after, 'After-Work Run Club');
    expect(bookedRun).toMatchObject({ alreadyBooked: true, onWaitingList: false });
    expect(lastAppointment(bookedRun)).toMatchObject({
      alreadyBooked: true,
      participantStatus: 'BOOKED',
      waitingListPosition: null,
      placesLeft: lastRun.placesLeft - 1,
    });
    // The run club's other dates are not booked.
    expect(bookedRun.appointments.slice(0, -1).every((appointment) => !appointment.alreadyBooked)).toBe(true);
    const waitingFor = eventNamed(after, 'Kettlebell-Masterclass');
    expect(waitingFor).toMatchObject({ alreadyBooked: false, onWaitingList: true });
    expect(firstAppointment(waitingFor)).toMatchObject({ participantStatus: 'WAITING_LIST', waitingListPosition: 1 });
  });

  it('answers another tenant’s studio as not found, and an unknown one too', async () => {
    const foreign = await asMember(t, anna, { url: `${MEMBER_EVENTS}?studioId=${ZURICH.studioId}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('STUDIO_NOT_FOUND');
    const publicForeign = await t.request({
      url: `${PUBLIC_EVENTS}?studioId=${ZURICH.studioId}`,
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(publicForeign.statusCode).toBe(404);
    expect((await t.request(`${PUBLIC_EVENTS}?studioId=999999`)).statusCode).toBe(404);
  });

  it('refuses a bad query with 400 and a guest at the member call with 403', async () => {
    for (const query of [
      'studioId=abc',
      '',
      `studioId=${BERLIN.studioId}&startDate=tomorrow`,
      `studioId=${BERLIN.studioId}&startDate=2026-12-10T00:00:00Z&endDate=2026-12-01T00:00:00Z`,
      `studioId=${BERLIN.studioId}&startDate=2026-01-01T00:00:00Z&endDate=2028-01-01T00:00:00Z`,
    ]) {
      const response = await t.request(`${PUBLIC_EVENTS}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
    const guest = await t.request(`${MEMBER_EVENTS}?studioId=${BERLIN.studioId}`);
    expect(guest.statusCode).toBe(403);
  });
});

describe('one bookable benefit', () => {
  async function berlinEvent(name: string): Promise<BookableBenefit> {
    return eventNamed(await publicEvents(BERLIN.studioId), name);
  }

  it('answers an event with all its upcoming dates, publicly and for its member', async () => {
    const workshop = await berlinEvent('Mobility-Workshop');
    const response = await t.request(`/nox/public/v2/bookableitems/benefit/${workshop.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const benefit: BookableBenefit = response.json();
    expect(benefit).toMatchObject({ id: workshop.id, itemType: 'EVENT', name: 'Mobility-Workshop' });
    expect(benefit.appointments.map((appointment) => appointment.id)).toEqual(
      workshop.appointments.map((appointment) => appointment.id),
    );

    const own = await asMember(t, anna, { url: `/nox/v2/bookableitems/benefit/${workshop.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ alreadyBooked: false, onWaitingList: false });
  });

  it('answers a course as well, with its appointments in the range', async () => {
    const [course] = await t.db.query.benefits.findMany({
      where: (row, { and, eq }) => and(eq(row.studioId, BERLIN.studioId), eq(row.kind, 'COURSE')),
      limit: 1,
    });
    if (!course) throw new Error('no demo course');
    const from = new Date();
    const until = new Date(from.getTime() + 14 * 24 * 60 * 60_000);
    const response = await t.request(
      `/nox/public/v2/bookableitems/benefit/${course.id}?startDate=${from.toISOString()}&endDate=${until.toISOString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const benefit: BookableBenefit = response.json();
    expect(benefit.itemType).toBe('COURSE');
    expect(benefit.appointments.length).toBeGreaterThan(0);
    for (const appointment of benefit.appointments) {
      expect(Date.parse(appointment.startDateTime)).toBeLessThan(until.getTime());
      expect(Date.parse(appointment.endDateTime)).toBeGreaterThan(from.getTime());
    }
  });

  it('answers not found for another tenant’s benefit, a benefit without dated appointments and an unknown id', async () => {
    const workshop = await berlinEvent('Mobility-Workshop');
    const foreign = await asMember(t, lukas, { url: `/nox/v2/bookableitems/benefit/${workshop.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('BENEFIT_NOT_FOUND');
    const publicForeign = await t.request({
      url: `/nox/public/v2/bookableitems/benefit/${workshop.id}`,
      headers: { 'x-tenant': ZURICH.tenant },
    });
    expect(publicForeign.statusCode).toBe(404);

    const [single] = await t.db
      .insert(benefits)
      .values({
        tenantId: BERLIN.tenant,
        studioId: BERLIN.studioId,
        kind: 'SINGLE_APPOINTMENT',
        name: 'Body analysis',
        durationMinutes: 30,
      })
      .returning();
    expect((await t.request(`/nox/public/v2/bookableitems/benefit/${single?.id}`)).statusCode).toBe(404);
    expect((await t.request('/nox/public/v2/bookableitems/benefit/987654321')).statusCode).toBe(404);
    expect((await t.request('/nox/public/v2/bookableitems/benefit/workshop')).statusCode).toBe(400);
  });

  it('finds the next appointment that can still be booked', async () => {
    const workshop = await berlinEvent('Mobility-Workshop');
    const next = await t.request(`/nox/public/v2/bookableitems/benefit/${workshop.id}/nextavailable`);
    expect(next.statusCode, next.body).toBe(200);
    const answer: NextAvailable = next.json();
    expect(answer.appointment?.id).toBe(firstAppointment(workshop).id);
    expect(answer.upcomingAppointmentDateTime).toBe(firstAppointment(workshop).startDateTime);

    // A full event with room on its waiting list is still available: as a waiting-list place.
    const masterclass = await berlinEvent('Kettlebell-Masterclass');
    const full = await t.request(`/nox/public/v2/bookableitems/benefit/${masterclass.id}/nextavailable`);
    expect(full.json().appointment?.id).toBe(firstAppointment(masterclass).id);

    // For a member, a date they already hold a place at is not "available" to them.
    const run = await berlinEvent('After-Work Run Club');
    const [first, second] = run.appointments;
    if (!first || !second) throw new Error('the run club has fewer than two dates');
    expect((await book(anna, first)).statusCode).toBe(200);
    const own = await asMember(t, anna, { url: `/nox/v2/bookableitems/benefit/${run.id}/nextavailable` });
    expect(own.statusCode).toBe(200);
    expect(own.json().appointment?.id).toBe(second.id);
  });
});
