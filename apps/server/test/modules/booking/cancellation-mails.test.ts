import type { FreeSlot } from '@motus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefits } from '../../../src/modules/booking/schema.ts';
import type { OutboxRow } from '../../../src/modules/mail/schema.ts';
import { BERLIN, createAppointment, createSingleBenefit } from '../../helpers/booking-factory.ts';
import { createSlot as createCheckinSlot } from '../../helpers/checkin-factory.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { createSlot, guestData, trialBenefitOf, trialSessionRequest } from '../../helpers/trial-factory.ts';

const t = useTestApp();
let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

const DAY = 24 * 60 * 60_000;

function times(startAt: Date, endAt: Date) {
  return { startDateTime: startAt.toISOString(), endDateTime: endAt.toISOString() };
}

function calendarFileOf(mail: OutboxRow | undefined): string {
  const [attachment] = mail?.attachments ?? [];
  expect(attachment?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  return Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
}

/** Anna (German account) cancels her booked place; the mail says so in German, signed by Kraftwerk. */
async function cancelAndReadMail(itemId: string): Promise<OutboxRow | undefined> {
  const cancelled = await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${itemId}` });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return latestMail(t, DEMO_USERS.kraftwerk, 'booking-cancelled');
}

function expectCancellationOf(mail: OutboxRow | undefined, itemId: string, course: string) {
  expect(mail?.subject).toBe(`Stornierung bestätigt: ${course}`);
  expect(mail?.textBody).toContain('Kraftwerk Berlin Mitte');
  expect(mail?.textBody).toContain('Ihr Team von Kraftwerk Fitness');
  expect(mail?.textBody).not.toContain('Motus');
  const ics = calendarFileOf(mail);
  expect(ics).toContain('METHOD:CANCEL');
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain(`UID:${itemId}@motus`);
}

describe('a cancelled booking is confirmed by mail with the calendar file that removes it', () => {
  it('for a class a member booked', async () => {
    const appointment = await createAppointment(t.db);
    const booked = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/bookcourse',
      payload: { ...times(appointment.startAt, appointment.endAt), ticket: { bookableItemId: appointment.id } },
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const confirmation = await latestMail(t, DEMO_USERS.kraftwerk, 'booking-confirmed');
    expect(confirmation?.textBody).toContain('Ihr Team von Kraftwerk Fitness');

    const id = booked.json<{ id: string }>().id;
    expectCancellationOf(await cancelAndReadMail(id), id, 'Spinning');
  });

  it('for an event a member booked', async () => {
    const [event] = await t.db
      .insert(benefits)
      .values({ ...BERLIN, tenantId: BERLIN.tenant, kind: 'EVENT', name: 'Sommerlauf', durationMinutes: 90 })
      .returning();
    const appointment = await createAppointment(t.db, { benefitId: event?.id });
    const booked = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/bookcourse',
      payload: { ...times(appointment.startAt, appointment.endAt), ticket: { bookableItemId: appointment.id } },
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ id: string }>().id;
    expectCancellationOf(await cancelAndReadMail(id), id, 'Sommerlauf');
  });

  it('for a single appointment a member booked', async () => {
    const { benefit } = await createSingleBenefit(t.db);
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    const slots = await t.request(`/nox/public/v1/bookableitems/single/${benefit.id}?startDate=${tomorrow}`);
    const [slot] = slots.json<FreeSlot[]>();
    if (!slot) throw new Error('no free slot');
    const booked = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/booksingle',
      payload: {
        startDateTime: slot.startDateTime,
        endDateTime: slot.endDateTime,
        ticket: { bookableItemId: benefit.id, employeeId: slot.employeeId },
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ id: string }>().id;
    expectCancellationOf(await cancelAndReadMail(id), id, benefit.name);
  });

  it('for a trial session a guest booked, in the guest’s language, with the studio as the link', async () => {
    const slot = await createSlot(t.db, await trialBenefitOf(t.db));
    const guest = guestData({ locale: 'en-GB' });
    const booked = await t.request(trialSessionRequest(slot, guest));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json<{ calendarItemId: string }>().calendarItemId;

    const cancelled = await t.request({ method: 'DELETE', url: `/nox/public/v1/calendar/${id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await latestMail(t, guest.email, 'guest-booking-cancelled');
    expect(mail?.subject).toBe('Cancellation confirmed: Trial workout');
    expect(mail?.textBody).toContain('The Kraftwerk Fitness team');
    expect(mail?.textBody).toContain('/studio/');
    expect(calendarFileOf(mail)).toContain(`UID:${id}@motus`);
  });

  it('for a check-in reservation, without a calendar file (reserving mails none)', async () => {
    const slot = await createCheckinSlot(t.db);
    const reserved = await asMember(t, anna, {
      method: 'POST',
      url: `/nox/v1/studios/${BERLIN.studioId}/checkinreservation`,
      payload: { slotId: slot.id },
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const id = reserved.json<{ id: string }>().id;
    const cancelled = await asMember(t, anna, { method: 'POST', url: `/nox/v1/checkinreservations/${id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'reservation-cancelled');
    expect(mail?.subject).toBe('Reservierung storniert: Kraftwerk Berlin Mitte');
    expect(mail?.textBody).toContain('Ihr Team von Kraftwerk Fitness');
    expect(mail?.attachments).toEqual([]);
  });

  it('not for leaving a waiting list: that place was never in the calendar', async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 0,
      waitingListActive: true,
      maxWaitingListParticipants: 3,
    });
    const waiting = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/bookcourse',
      payload: { ...times(appointment.startAt, appointment.endAt), ticket: { bookableItemId: appointment.id } },
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(waiting.json<{ participantStatus: string }>().participantStatus).toBe('WAITING_LIST');
    const before = await latestMail(t, DEMO_USERS.kraftwerk, 'booking-cancelled');
    await asMember(t, anna, { method: 'DELETE', url: `/nox/v1/calendar/${waiting.json<{ id: string }>().id}` });
    expect((await latestMail(t, DEMO_USERS.kraftwerk, 'booking-cancelled'))?.id).toBe(before?.id);
  });
});
