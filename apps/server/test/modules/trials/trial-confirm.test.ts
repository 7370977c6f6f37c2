import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAppointment } from '../../../src/modules/booking/booking-service.ts';
import { calendarItems } from '../../../src/modules/booking/schema.ts';
import { releaseExpiredHolds } from '../../../src/modules/trials/trial-release.ts';
import { bookingOf, createAppointment, customerOfAccount } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { createSlot, guestData, trialBenefitOf, trialSessionRequest } from '../../helpers/trial-factory.ts';

const t = useTestApp();
const ORIGIN = 'https://portal.example';
const HOUR = 60 * 60_000;
let trialBenefit: number;

beforeAll(async () => {
  trialBenefit = await trialBenefitOf(t.db);
});

async function holdPlace(options: Parameters<typeof createSlot>[2] = {}) {
  const slot = await createSlot(t.db, trialBenefit, options);
  const data = guestData();
  const response = await t.request(trialSessionRequest(slot, data));
  expect(response.statusCode, response.body).toBe(200);
  const mail = await latestMail(t, data.email, 'trial-confirm-requested');
  const link = /https?:\/\/\S+\/confirm\/([0-9a-f-]{36})/.exec(mail?.textBody ?? '');
  if (!link?.[1]) throw new Error('no confirmation link mailed');
  return { slot, data, id: response.json().calendarItemId as string, link: link[0], token: link[1] };
}

function confirm(token: string) {
  return t.request({ method: 'POST', url: `/nox/public/v1/benefit-trial/confirm/${token}` });
}

async function placeOf(id: string) {
  const [row] = await t.db.select().from(calendarItems).where(eq(calendarItems.id, id));
  return row;
}

describe('the mailed confirmation link', () => {
  it('carries the studio, the flow, the slot and the token, with the calendar entry attached', async () => {
    const { slot, data, link } = await holdPlace();
    const mail = await latestMail(t, data.email, 'trial-confirm-requested');
    expect(mail?.subject).toBe('Bitte bestätigen: Probetraining');
    expect(link).toMatch(
      new RegExp(
        `^http://localhost:\\d+/studio/${btoa('kraftwerk:1210001001')}/booking/trial-session/${slot.id}/confirm/`,
      ),
    );
    const [attachment] = mail?.attachments ?? [];
    expect(Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8')).toContain('SUMMARY:Probetraining');
  });

  it('greets the guest by the token', async () => {
    const { data, token } = await holdPlace();
    const response = await t.request(`/nox/public/v1/trialsession/lead/customer/${token}`);
    expect(response.json()).toEqual({ firstName: 'Lea', lastName: 'Sommer', email: data.email });
    const unknown = await t.request('/nox/public/v1/trialsession/lead/customer/8f0e4c1a-5b7d-4a0e-9c3f-2d1e0b9a8c7d');
    expect(unknown.statusCode).toBe(404);
  });

  it('confirms the place, and a second click answers it again', async () => {
    const { id, token, data } = await holdPlace();
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, participantStatus: 'BOOKED', confirmUntil: null });
    expect((await latestMail(t, data.email, 'trial-confirmed'))?.subject).toBe('Bestätigt: Probetraining');
    const second = await confirm(token);
    expect(second.statusCode).toBe(200);
    expect(second.json().confirmUntil).toBeNull();
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await confirm('8f0e4c1a-5b7d-4a0e-9c3f-2d1e0b9a8c7d')).statusCode).toBe(404);
    expect((await confirm('not-a-token')).statusCode).toBe(400);
  });

  it('refuses a hold that has run out, even before the release job ran', async () => {
    const { id, token } = await holdPlace();
    await t.db
      .update(calendarItems)
      .set({ confirmUntil: new Date(Date.now() - 60_000) })
      .where(eq(calendarItems.id, id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('CONFIRMATION_EXPIRED');
  });
});

describe('releasing unconfirmed places', () => {
  it('frees the place at confirmUntil and moves the first waiting member up, with a mail', async () => {
    const { slot, id, token } = await holdPlace({
      maxParticipants: 1,
      waitingListActive: true,
      maxWaitingListParticipants: 3,
    });
    const anna = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, 'kraftwerk');
    const waiting = await bookAppointment(t.db, bookingOf(slot, anna));
    expect(waiting.status).toBe('WAITING_LIST');
    const confirmUntil = (await placeOf(id))?.confirmUntil;
    if (!confirmUntil) throw new Error('the place is not held');

    await releaseExpiredHolds(t.db, ORIGIN, new Date(confirmUntil.getTime() - 60_000));
    expect((await placeOf(id))?.status).toBe('BOOKED');

    expect(await releaseExpiredHolds(t.db, ORIGIN, new Date(confirmUntil.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect((await placeOf(id))?.status).toBe('CANCELED');
    expect((await placeOf(waiting.id))?.status).toBe('BOOKED');
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'waiting-list-promoted');
    expect(mail?.subject).toBe('Sie sind nachgerückt: Probetraining');

    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('CONFIRMATION_EXPIRED');
  });

  it('leaves confirmed places alone', async () => {
    const { id, token } = await holdPlace();
    expect((await confirm(token)).statusCode).toBe(200);
    await releaseExpiredHolds(t.db, ORIGIN, new Date(Date.now() + 30 * 24 * HOUR));
    expect((await placeOf(id))?.status).toBe('BOOKED');
  });
});

describe('a guest’s place by its id', () => {
  it('is shown, with its cancellation rule, and can be cancelled by the guest', async () => {
    const { id } = await holdPlace();
    const shown = await t.request(`/nox/public/v1/calendar/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id, itemType: 'TRIAL_SESSION', participantStatus: 'BOOKED' });
    const rule = await t.request(`/nox/public/v1/calendar/${id}/cancelation-rule-info`);
    expect(rule.json()).toMatchObject({ canCancel: true, refundsContingent: false, cancellationDeadlineMinutes: 120 });
    const cancelled = await t.request({ method: 'DELETE', url: `/nox/public/v1/calendar/${id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().participantStatus).toBe('CANCELED');
    const again = await t.request({ method: 'DELETE', url: `/nox/public/v1/calendar/${id}` });
    expect(again.json().errorCode).toBe('ALREADY_CANCELED');
  });

  it('never exposes a member’s place', async () => {
    const appointment = await createAppointment(t.db);
    const anna = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, 'kraftwerk');
    const place = await bookAppointment(t.db, bookingOf(appointment, anna));
    expect((await t.request(`/nox/public/v1/calendar/${place.id}`)).statusCode).toBe(404);
    expect((await t.request(`/nox/public/v1/calendar/${place.id}/cancelation-rule-info`)).statusCode).toBe(404);
    const cancel = await t.request({ method: 'DELETE', url: `/nox/public/v1/calendar/${place.id}` });
    expect(cancel.statusCode).toBe(404);
    expect((await placeOf(place.id))?.status).toBe('BOOKED');
  });
});

describe('trial-session slots', () => {
  function dayOf(instant: Date): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
  }

  it('lists the slots of the days asked for with the places left', async () => {
    const { slot } = await holdPlace({ daysAhead: 5 });
    const day = dayOf(slot.startAt);
    const response = await t.request(
      `/nox/public/v1/bookableitems/benefit/${trialBenefit}/trialsession?startDate=${day}&endDate=${day}`,
    );
    expect(response.statusCode).toBe(200);
    const found = response.json().find((candidate: { id: number }) => candidate.id === slot.id);
    expect(found).toMatchObject({ maxParticipants: 2, bookedParticipants: 1, placesLeft: 1, name: 'Probetraining' });
    expect(found.alreadyBooked).toBeUndefined();
    for (const listed of response.json()) expect(dayOf(new Date(listed.startDateTime))).toBe(day);
  });

  it('defaults to today and leaves out slots whose booking has closed', async () => {
    const response = await t.request(`/nox/public/v1/bookableitems/benefit/${trialBenefit}/trialsession`);
    expect(response.statusCode).toBe(200);
    for (const listed of response.json()) {
      expect(dayOf(new Date(listed.startDateTime))).toBe(dayOf(new Date()));
      expect(new Date(listed.latestBookingDateTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('marks the member’s own places', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const slot = await createSlot(t.db, trialBenefit, { daysAhead: 6 });
    await asMember(t, cookie, trialSessionRequest(slot, undefined, '/nox/v1/trialsession/book'));
    const day = dayOf(slot.startAt);
    const response = await asMember(t, cookie, {
      url: `/nox/v1/bookableitems/benefit/${trialBenefit}/trialsession?startDate=${day}&endDate=${day}`,
      headers: { 'x-tenant': 'kraftwerk' },
    });
    const found = response.json().find((candidate: { id: number }) => candidate.id === slot.id);
    expect(found.alreadyBooked).toBe(true);
  });

  it('refuses a benefit that is no trial and a bad period', async () => {
    const course = await createAppointment(t.db);
    const other = await t.request(`/nox/public/v1/bookableitems/benefit/${course.benefitId}/trialsession`);
    expect(other.statusCode).toBe(404);
    const backwards = await t.request(
      `/nox/public/v1/bookableitems/benefit/${trialBenefit}/trialsession?startDate=2026-12-10&endDate=2026-12-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const malformed = await t.request(`/nox/public/v1/bookableitems/benefit/${trialBenefit}/trialsession?startDate=x`);
    expect(malformed.statusCode).toBe(400);
  });
});
