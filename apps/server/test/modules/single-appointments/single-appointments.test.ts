import type { FreeSlot, SingleBenefit } from '@motus/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/lib/http-error.ts';
import { appointments } from '../../../src/modules/booking/schema.ts';
import { bookSingleSlot } from '../../../src/modules/booking/single-slot-service.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { BERLIN, blockBooking, createCustomer, createSingleBenefit } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

async function json<T>(url: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = cookie ? await asMember(t, cookie, { url }) : await t.request(url);
  return { status: response.statusCode, body: response.json() as T };
}

async function slotsOf(benefitId: number, query = ''): Promise<FreeSlot[]> {
  const { status, body } = await json<FreeSlot[]>(`/nox/public/v1/bookableitems/single/${benefitId}${query}`);
  expect(status).toBe(200);
  return body;
}

function bookBody(benefitId: number, slot: Pick<FreeSlot, 'startDateTime' | 'endDateTime' | 'employeeId'>) {
  return {
    startDateTime: slot.startDateTime,
    endDateTime: slot.endDateTime,
    ticket: { bookableItemId: benefitId, employeeId: slot.employeeId },
  };
}

function book(cookie: string, benefitId: number, slot: Pick<FreeSlot, 'startDateTime' | 'endDateTime' | 'employeeId'>) {
  return asMember(t, cookie, {
    method: 'POST',
    url: '/nox/v1/calendar/booksingle',
    payload: bookBody(benefitId, slot),
  });
}

describe('single-appointment benefits', () => {
  it('lists the seeded benefits of a studio with their trainers and price or offer state', async () => {
    const { status, body } = await json<SingleBenefit[]>(
      `/nox/public/v1/bookableitems/benefits?studioId=${BERLIN.studioId}`,
    );
    expect(status).toBe(200);
    const training = body.find((benefit) => benefit.name === 'Personal Training');
    expect(training?.durationMinutes).toBe(60);
    expect(training?.employees.length).toBeGreaterThan(0);
    expect(training?.priceOrOffer).toBe(0);
    expect(training?.bookableWithContingent).toBeNull();
    expect(body.find((benefit) => benefit.benefitBookingOptionType === 'ONLINE_PAYMENT')?.priceOrOffer).toEqual({
      state: 'ONLINE_PAYMENT',
      price: { amount: 39, currency: 'EUR' },
      benefitTrialConfigurationId: null,
    });
    expect((await t.request('/nox/public/v1/bookableitems/benefits?studioId=999')).statusCode).toBe(404);
    expect((await t.request('/nox/public/v1/bookableitems/benefits?studioId=abc')).statusCode).toBe(400);
  });

  it('answers one benefit, and 404 for an unknown id or a course', async () => {
    const { benefit } = await createSingleBenefit(t.db, { name: 'Mobility coaching', category: 'RECOVERY' });
    const { status, body } = await json<SingleBenefit>(`/nox/public/v1/bookableitems/benefit/${benefit.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: benefit.id,
      name: 'Mobility coaching',
      category: 'RECOVERY',
      zoneId: 'Europe/Berlin',
    });
    expect((await t.request('/nox/public/v1/bookableitems/benefit/987654')).statusCode).toBe(404);
    const course = await t.db.query.benefits.findFirst({ where: (row, { eq }) => eq(row.kind, 'COURSE') });
    const refused = await t.request(`/nox/public/v1/bookableitems/benefit/${course?.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe('BENEFIT_NOT_FOUND');
  });

  it('adds the member’s own state in the member variant, and refuses a member of another tenant', async () => {
    const seeded = await json<SingleBenefit[]>(`/nox/v1/bookableitems/benefits?studioId=${BERLIN.studioId}`, anna);
    expect(seeded.status).toBe(200);
    const training = seeded.body.find((benefit) => benefit.name === 'Personal Training');
    expect(training?.bookableWithContingent).toBe(true);
    expect(training?.upcomingAppointmentDateTime).not.toBeNull();
    const foreign = await json<{ errorCode: string }>(`/nox/v1/bookableitems/benefit/${training?.id}`, lukas);
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('NOT_CONNECTED_TO_TENANT');
    expect((await t.request(`/nox/v1/bookableitems/benefit/${training?.id}`)).statusCode).toBe(403);
  });
});

describe('free slots', () => {
  it('answers slots in a range, filtered by employee, and refuses bad input', async () => {
    const { benefit, employeeIds } = await createSingleBenefit(t.db, {}, 2);
    const start = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    const range = `?startDate=${start.toISOString()}&endDate=${new Date(start.getTime() + 24 * 60 * 60_000).toISOString()}`;
    const all = await slotsOf(benefit.id, range);
    // 16 hours a day for each of the two employees, in a 24-hour range.
    expect(all).toHaveLength(32);
    const filtered = await slotsOf(benefit.id, `${range}&employeeIds=${employeeIds[1]}`);
    expect(filtered).toHaveLength(16);
    expect(filtered.every((slot) => slot.employeeId === employeeIds[1])).toBe(true);
    expect((await t.request(`/nox/public/v1/bookableitems/single/${benefit.id}?employeeIds=abc`)).statusCode).toBe(400);
    const backwards = `?startDate=${start.toISOString()}&endDate=${new Date(start.getTime() - 1).toISOString()}`;
    expect((await t.request(`/nox/public/v1/bookableitems/single/${benefit.id}${backwards}`)).statusCode).toBe(400);
  });

  it('groups the free slots by local day (v3) and finds the next available day', async () => {
    const { benefit } = await createSingleBenefit(t.db, { bookUntilMinutes: 120 });
    const v3 = await json<{ benefit: SingleBenefit; days: { day: string; slots: FreeSlot[] }[] }>(
      `/nox/public/v3/bookable-items/single-appointment-benefit/${benefit.id}`,
    );
    expect(v3.status).toBe(200);
    expect(v3.body.benefit.id).toBe(benefit.id);
    expect(v3.body.days).toHaveLength(7);
    const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    for (const day of v3.body.days) {
      for (const slot of day.slots) expect(berlinDay.format(new Date(slot.startDateTime))).toBe(day.day);
    }
    const first = v3.body.days.flatMap((day) => day.slots)[0];
    const next = await json<{ day: string; startDateTime: string }>(
      `/nox/public/v3/bookable-items/single-appointment-benefit/${benefit.id}/next-available`,
    );
    expect(next.body.startDateTime).toBe(first?.startDateTime);
    expect(new Date(next.body.startDateTime).getTime()).toBeGreaterThanOrEqual(Date.now() + 120 * 60_000 - 5_000);
    const url = `/nox/public/v3/bookable-items/single-appointment-benefit/${benefit.id}`;
    expect((await t.request(`${url}?startDate=2026-02-30`)).statusCode).toBe(400);
    expect((await t.request(`${url}?startDate=2026-12-10&endDate=2026-12-01`)).statusCode).toBe(400);
    expect((await t.request(`${url}?startDate=2026-01-01&endDate=2026-12-31`)).statusCode).toBe(400);
  });

  it('offers the filter options of a studio and the studios that offer a benefit', async () => {
    const filter = await json<{ benefits: { id: number; name: string }[]; employees: unknown[]; categories: string[] }>(
      `/nox/public/v1/appointmentfilter/single?studioId=${BERLIN.studioId}`,
    );
    expect(filter.status).toBe(200);
    expect(filter.body.benefits.map((benefit) => benefit.name)).toContain('Personal Training');
    expect(filter.body.categories).toContain('PERSONAL_TRAINING');
    expect(filter.body.employees.length).toBeGreaterThan(0);
    const training = filter.body.benefits.find((benefit) => benefit.name === 'Personal Training');
    const studios = await json<{ id: number; benefitId: number }[]>(
      `/v1/public/studios/forfilters?benefitId=${training?.id}`,
    );
    expect(studios.status).toBe(200);
    expect(studios.body.map((studio) => studio.id)).toContain(BERLIN.studioId);
    expect(studios.body.find((studio) => studio.id === BERLIN.studioId)?.benefitId).toBe(training?.id);
    expect(studios.body.every((studio) => String(studio.id).startsWith('121'))).toBe(true);
    expect((await t.request('/v1/public/studios/forfilters?benefitId=987654')).statusCode).toBe(404);
  });
});

describe('booking a single appointment', () => {
  it('books a free slot with the member’s card, mails the confirmation and takes the slot off the list', async () => {
    const { benefit } = await createSingleBenefit(t.db, { name: 'Kettlebell coaching' });
    const [slot] = await slotsOf(benefit.id);
    if (!slot) throw new Error('no free slot');
    const response = await book(anna, benefit.id, slot);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json();
    expect(item).toMatchObject({ itemType: 'SINGLE_APPOINTMENT', participantStatus: 'BOOKED', benefitId: benefit.id });
    expect(item.startDateTime).toBe(slot.startDateTime);
    expect(item.employees).toEqual([slot.employeeName]);
    expect(item.ticket.contingentName).toBe('5er-Karte Personal Training');
    expect((await slotsOf(benefit.id)).some((free) => free.startDateTime === slot.startDateTime)).toBe(false);

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, DEMO_USERS.kraftwerk), eq(outbox.template, 'booking-confirmed')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('Kettlebell coaching');
    expect(mail?.attachments?.[0]?.filename).toMatch(/^kettlebell-coaching-.*\.ics$/);

    const again = await book(anna, benefit.id, slot);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('SLOT_TAKEN');
  });

  it('frees the slot again when the booking is cancelled', async () => {
    const { benefit } = await createSingleBenefit(t.db);
    const [slot] = await slotsOf(benefit.id);
    if (!slot) throw new Error('no free slot');
    const item = (await book(anna, benefit.id, slot)).json();
    const cancelled = await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${item.id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await slotsOf(benefit.id)).some((free) => free.startDateTime === slot.startDateTime)).toBe(true);
  });

  it('refuses times that are not free slots, unknown employees and members of other tenants', async () => {
    const { benefit, employeeIds } = await createSingleBenefit(t.db);
    const [slot] = await slotsOf(benefit.id);
    if (!slot) throw new Error('no free slot');
    const shifted = {
      ...slot,
      startDateTime: new Date(new Date(slot.startDateTime).getTime() + 10 * 60_000).toISOString(),
      endDateTime: new Date(new Date(slot.endDateTime).getTime() + 10 * 60_000).toISOString(),
    };
    const offTime = await book(anna, benefit.id, shifted);
    expect(offTime.statusCode).toBe(409);
    expect(offTime.json().errorCode).toBe('SLOT_NOT_AVAILABLE');
    const tooLong = await book(anna, benefit.id, { ...slot, endDateTime: shifted.endDateTime });
    expect(tooLong.json().errorCode).toBe('SLOT_NOT_AVAILABLE');
    const past = { ...slot, startDateTime: '2020-01-06T08:00:00Z', endDateTime: '2020-01-06T09:00:00Z' };
    expect((await book(anna, benefit.id, past)).json().errorCode).toBe('SLOT_NOT_AVAILABLE');
    const stranger = await book(anna, benefit.id, { ...slot, employeeId: (employeeIds[0] ?? 0) + 100_000 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errorCode).toBe('EMPLOYEE_NOT_FOUND');
    expect((await book(anna, 987654, slot)).statusCode).toBe(404);
    expect((await book(lukas, benefit.id, slot)).statusCode).toBe(403);
    const guest = await t.request({
      method: 'POST',
      url: '/nox/v1/calendar/booksingle',
      payload: bookBody(benefit.id, slot),
    });
    expect(guest.statusCode).toBe(403);
    const invalid = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/booksingle',
      payload: { ticket: {} },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('needs a contingent that covers single appointments, and leaves no appointment behind when refused', async () => {
    const { benefit, employeeIds } = await createSingleBenefit(t.db);
    const [slot] = await slotsOf(benefit.id);
    if (!slot) throw new Error('no free slot');
    // A course flat rate does not cover single appointments.
    const customerId = await createCustomer(t.db);
    const request = {
      tenant: BERLIN.tenant,
      holder: { customerId },
      benefitId: benefit.id,
      employeeId: employeeIds[0] ?? 0,
      startAt: new Date(slot.startDateTime),
      endAt: new Date(slot.endDateTime),
      now: new Date(),
    };
    await expect(bookSingleSlot(t.db, request)).rejects.toMatchObject({ errorCode: 'NO_CONTINGENT' });
    const rows = await t.db.select().from(appointments).where(eq(appointments.benefitId, benefit.id));
    expect(rows).toHaveLength(0);
    await expect(bookSingleSlot(t.db, { ...request, tenant: 'alpenfit' })).rejects.toMatchObject({
      errorCode: 'BENEFIT_NOT_FOUND',
    });
  });

  it('refuses a member with a no-show block', async () => {
    const { benefit, employeeIds } = await createSingleBenefit(t.db);
    const [slot] = await slotsOf(benefit.id);
    if (!slot) throw new Error('no free slot');
    const customerId = await createCustomer(t.db);
    await blockBooking(t.db, customerId, new Date(Date.now() + 24 * 60 * 60_000));
    const refusal = bookSingleSlot(t.db, {
      tenant: BERLIN.tenant,
      holder: { customerId },
      benefitId: benefit.id,
      employeeId: employeeIds[0] ?? 0,
      startAt: new Date(slot.startDateTime),
      endAt: new Date(slot.endDateTime),
      now: new Date(),
    });
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 403, errorCode: 'BOOKING_BLOCKED' });
  });
});
