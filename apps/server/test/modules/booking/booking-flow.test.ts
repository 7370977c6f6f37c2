import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type appointments,
  benefits,
  contingents,
  trialConfigurations,
  trialSessionConfigs,
} from '../../../src/modules/booking/schema.ts';
import { customers } from '../../../src/modules/customers/schema.ts';
import { BERLIN, createAppointment, customerOfAccount } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60_000;
type Appointment = typeof appointments.$inferSelect;

let anna: string;
let lukas: string;
let annaCustomer: string;
let trialConfigurationId: number;

async function appointmentOf(benefit: Partial<typeof benefits.$inferInsert>): Promise<Appointment> {
  const appointment = await createAppointment(t.db);
  if (Object.keys(benefit).length === 0) return appointment;
  await t.db.update(benefits).set(benefit).where(eq(benefits.id, appointment.benefitId));
  return appointment;
}

async function giveTrialContingent(customerId: string) {
  await t.db.insert(contingents).values({
    tenantId: BERLIN.tenant,
    customerId,
    benefitType: 'TRIAL_CONTINGENT',
    name: 'Trial week',
    total: 1,
    validFrom: new Date(Date.now() - DAY),
    validUntil: new Date(Date.now() + 7 * DAY),
  });
}

function options(path: string, query: string, cookie?: string) {
  const url = `/nox/${path}?${query}`;
  const headers = { 'x-tenant': BERLIN.tenant };
  return cookie ? asMember(t, cookie, { url, headers }) : t.request({ url, headers });
}

const typesOf = (body: { type: string }[]) => body.map((option) => option.type);

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
  annaCustomer = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, BERLIN.tenant);
  await giveTrialContingent(annaCustomer);
  const [config] = await t.db.insert(trialConfigurations).values({ tenantId: BERLIN.tenant }).returning();
  if (!config) throw new Error('trial configuration not created');
  trialConfigurationId = config.id;
});

describe('booking options', () => {
  it("lists the member's contingents covering the course, without trial contingents unless asked", async () => {
    const appointment = await appointmentOf({});
    const query = `kind=COURSE&itemId=${appointment.id}`;
    const plain = await options('v1/bookingoptions', query, anna);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(typesOf(plain.json())).not.toHaveLength(0);
    expect(new Set(typesOf(plain.json()))).toEqual(new Set(['CONTINGENT']));
    expect(plain.json().map((option: { benefitType: string }) => option.benefitType)).not.toContain('TRIAL_CONTINGENT');
    const withTrial = await options('v1/bookingoptions/with-trial-contingent-and-offers', query, anna);
    const trial = withTrial.json().find((option: { benefitType: string }) => option.benefitType === 'TRIAL_CONTINGENT');
    expect(trial).toMatchObject({ type: 'CONTINGENT', name: 'Trial week', visitsLeft: 1, unlimited: false });
    expect(trial.id).toBe(`contingent-${trial.contingentId}`);
    expect(trial.cancelableUntil).toBe(new Date(appointment.startAt.getTime() - 120 * 60_000).toISOString());
  });

  it('never lists contingents publicly; a guest sees the trial of a triable course', async () => {
    const appointment = await appointmentOf({ trialConfigurationId });
    const query = `kind=COURSE&itemId=${appointment.id}`;
    const guest = await options('public/v1/bookingoptions', query);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json()).toEqual([expect.objectContaining({ id: 'trial', type: 'TRIAL', trialConfigurationId })]);
    const member = await options('v1/bookingoptions', query, anna);
    expect(typesOf(member.json())).not.toContain('TRIAL');
  });

  it('offers a free benefit as FREE, and a paid one as an OFFER with its price only with offers', async () => {
    const free = await appointmentOf({ bookingOptionType: 'FREE' });
    const freeOptions = await options('public/v1/bookingoptions', `kind=COURSE&itemId=${free.id}`);
    expect(freeOptions.json()).toEqual([expect.objectContaining({ id: 'free', type: 'FREE', name: 'Spinning' })]);
    const paid = await appointmentOf({ bookingOptionType: 'ONLINE_PAYMENT', priceMinor: 1250, currencyCode: null });
    const query = `kind=COURSE&itemId=${paid.id}`;
    expect((await options('public/v1/bookingoptions', query)).json()).toEqual([]);
    const offers = await options('public/v1/bookingoptions/withoffers', query);
    expect(offers.json()).toEqual([
      expect.objectContaining({
        id: `offer-${paid.benefitId}`,
        type: 'OFFER',
        price: { amount: 12.5, currency: 'EUR' },
      }),
    ]);
  });

  it("answers the studio's trial session as a trial, for guests and members", async () => {
    const appointment = await appointmentOf({ kind: 'TRIAL_SESSION', name: 'Probetraining' });
    await t.db.delete(trialSessionConfigs).where(eq(trialSessionConfigs.studioId, BERLIN.studioId));
    await t.db.insert(trialSessionConfigs).values({
      studioId: BERLIN.studioId,
      tenantId: BERLIN.tenant,
      benefitId: appointment.benefitId,
      trialConfigurationId,
    });
    const query = `kind=TRIAL_SESSION&itemId=${appointment.id}`;
    for (const answer of [
      await options('public/v1/bookingoptions', query),
      await options('v1/bookingoptions', query, anna),
    ]) {
      expect(answer.json()).toEqual([expect.objectContaining({ type: 'TRIAL', name: 'Probetraining' })]);
    }
  });

  it('answers 404 for a slot of another kind or tenant, and 400 for a bad query', async () => {
    const appointment = await appointmentOf({});
    const wrongKind = await options('public/v1/bookingoptions', `kind=EVENT&itemId=${appointment.id}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    const foreign = await t.request({
      url: `/nox/public/v1/bookingoptions?kind=COURSE&itemId=${appointment.id}`,
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(foreign.statusCode).toBe(404);
    const asLukas = await asMember(t, lukas, { url: `/nox/v1/bookingoptions?kind=COURSE&itemId=${appointment.id}` });
    expect(asLukas.statusCode).toBe(404);
    const bad = await options('public/v1/bookingoptions', 'kind=YOGA&itemId=abc');
    expect(bad.statusCode).toBe(400);
    const guestOnMember = await t.request(`/nox/v1/bookingoptions?kind=COURSE&itemId=${appointment.id}`);
    expect(guestOnMember.statusCode).toBe(403);
  });
});

async function bookedPlace(cookie: string, appointment: Appointment): Promise<string> {
  const booked = await asMember(t, cookie, {
    method: 'POST',
    url: '/nox/v1/calendar/bookcourse',
    headers: { 'x-tenant': BERLIN.tenant },
    payload: {
      startDateTime: appointment.startAt.toISOString(),
      endDateTime: appointment.endAt.toISOString(),
      ticket: { bookableItemId: appointment.id },
    },
  });
  expect(booked.statusCode, booked.body).toBe(200);
  return booked.json().id;
}

describe('cancellation rule info', () => {
  it('says until when a place can be cancelled and that the visit goes back', async () => {
    const appointment = await appointmentOf({});
    const id = await bookedPlace(anna, appointment);
    const info = await asMember(t, anna, { url: `/nox/v1/calendar/${id}/cancelationruleinfo` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      cancelableUntil: new Date(appointment.startAt.getTime() - 120 * 60_000).toISOString(),
      cancellationDeadlineMinutes: 120,
      canCancel: true,
      refundsContingent: true,
    });
  });

  it('says a place past its deadline cannot be cancelled, and hides another member’s place', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const appointment = await createAppointment(t.db, {
      startAt: soon,
      endAt: new Date(soon.getTime() + 45 * 60_000),
      latestBookingAt: soon,
    });
    const id = await bookedPlace(anna, appointment);
    const info = await asMember(t, anna, { url: `/nox/v1/calendar/${id}/cancelationruleinfo` });
    expect(info.json().canCancel).toBe(false);
    const foreign = await asMember(t, lukas, { url: `/nox/v1/calendar/${id}/cancelationruleinfo` });
    expect(foreign.statusCode).toBe(404);
    const unknown = await asMember(t, anna, { url: '/nox/v1/calendar/not-a-uuid/cancelationruleinfo' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('master data validation', () => {
  const validate = (action: string, cookie = anna) =>
    asMember(t, cookie, { url: `/v1/me/masterdata/validate/${action}?tenant=${BERLIN.tenant}` });

  it('passes a member with complete master data for every action', async () => {
    for (const action of ['bookapppointment', 'bookcourse', 'booktrialsession', 'signcontract']) {
      const answer = await validate(action);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ valid: true, errors: [] });
    }
  });

  it('names each missing field, per action', async () => {
    await t.db.update(customers).set({ dateOfBirth: null, iban: null }).where(eq(customers.id, annaCustomer));
    try {
      expect((await validate('bookcourse')).json().valid).toBe(true);
      expect((await validate('booktrialsession')).json()).toEqual({
        valid: false,
        errors: [{ errorCode: 'MISSING_DATE_OF_BIRTH', field: 'dateOfBirth' }],
      });
      expect((await validate('signcontract')).json().errors).toEqual([
        { errorCode: 'MISSING_DATE_OF_BIRTH', field: 'dateOfBirth' },
        { errorCode: 'MISSING_IBAN', field: 'iban' },
      ]);
      const minor = new Date(Date.now() - 16 * 365 * DAY).toISOString().slice(0, 10);
      await t.db.update(customers).set({ dateOfBirth: minor }).where(eq(customers.id, annaCustomer));
      expect((await validate('signcontract')).json().errors).toContainEqual({
        errorCode: 'UNDERAGE',
        field: 'dateOfBirth',
      });
    } finally {
      await t.db
        .update(customers)
        .set({ dateOfBirth: '1990-04-12', iban: 'DE17100500000123456789' })
        .where(eq(customers.id, annaCustomer));
    }
  });

  it('refuses a guest and a tenant the member is not connected to', async () => {
    expect((await t.request('/v1/me/masterdata/validate/bookcourse')).statusCode).toBe(403);
    const foreign = await asMember(t, lukas, { url: '/v1/me/masterdata/validate/bookcourse?tenant=kraftwerk' });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('aggregated calendar items', () => {
  it('lists, reads and cancels the member’s places of every connected tenant', async () => {
    const appointment = await appointmentOf({});
    const id = await bookedPlace(anna, appointment);
    const current = await asMember(t, anna, { url: '/v1/aggregated/calendaritems/current' });
    expect(current.statusCode, current.body).toBe(200);
    const items: { id: string; startDateTime: string }[] = current.json();
    expect(items.map((item) => item.id)).toContain(id);
    const starts = items.map((item) => item.startDateTime);
    expect(starts).toEqual([...starts].sort());

    const one = await asMember(t, anna, { url: `/v1/aggregated/calendaritems/${id}` });
    expect(one.json()).toMatchObject({ id, participantStatus: 'BOOKED', studio: { id: BERLIN.studioId } });

    const cancelled = await asMember(t, anna, { method: 'DELETE', url: `/v1/aggregated/calendaritems/${id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().participantStatus).toBe('CANCELED');
    const upcoming = await asMember(t, anna, { url: '/v1/aggregated/calendaritems/current' });
    expect(upcoming.json().find((item: { id: string }) => item.id === id)?.participantStatus).toBe('CANCELED');
    const history = await asMember(t, anna, { url: '/v1/aggregated/calendaritems/history' });
    expect(history.json().map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('lists a cancelled place only once, and not at all once the member books the class again', async () => {
    const appointment = await appointmentOf({});
    const first = await bookedPlace(anna, appointment);
    await asMember(t, anna, { method: 'DELETE', url: `/v1/aggregated/calendaritems/${first}` });
    const second = await bookedPlace(anna, appointment);
    await asMember(t, anna, { method: 'DELETE', url: `/v1/aggregated/calendaritems/${second}` });
    const cancelledTwice = await asMember(t, anna, { url: '/v1/aggregated/calendaritems/current' });
    const atAppointment = (items: { appointmentId: number; id: string }[]) =>
      items.filter((item) => item.appointmentId === appointment.id).map((item) => item.id);
    expect(atAppointment(cancelledTwice.json())).toEqual([second]);
    const third = await bookedPlace(anna, appointment);
    const bookedAgain = await asMember(t, anna, { url: '/v1/aggregated/calendaritems/current' });
    expect(atAppointment(bookedAgain.json())).toEqual([third]);
  });

  it("never shows or cancels another user's place", async () => {
    const id = await bookedPlace(anna, await appointmentOf({}));
    const read = await asMember(t, lukas, { url: `/v1/aggregated/calendaritems/${id}` });
    expect(read.statusCode).toBe(404);
    const cancel = await asMember(t, lukas, { method: 'DELETE', url: `/v1/aggregated/calendaritems/${id}` });
    expect(cancel.statusCode).toBe(404);
    expect((await asMember(t, anna, { url: `/v1/aggregated/calendaritems/${id}` })).json().participantStatus).toBe(
      'BOOKED',
    );
    expect((await t.request('/v1/aggregated/calendaritems/current')).statusCode).toBe(403);
  });
});
