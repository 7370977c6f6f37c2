import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LIMITS } from '../../../src/lib/guest-limits.ts';
import { HttpError } from '../../../src/lib/http-error.ts';
import { bookAppointment } from '../../../src/modules/booking/booking-service.ts';
import { confirmGuestPlace } from '../../../src/modules/booking/guest-calendar-service.ts';
import { appointments, benefits, leads } from '../../../src/modules/booking/schema.ts';
import { bookAsGuest } from '../../../src/modules/trials/trial-service.ts';
import { bookingOf, createAppointment, createCustomer } from '../../helpers/booking-factory.ts';
import { useSecondInstance } from '../../helpers/second-instance.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { createSlot, guestData, slotBody, trialBenefitOf, trialSessionRequest } from '../../helpers/trial-factory.ts';
import { limitOf, setUsage } from '../../helpers/usage-factory.ts';

const t = useTestApp();
const instanceFor = useSecondInstance(t);
const ORIGIN = 'http://localhost:3000';
let trialBenefit: number;

beforeAll(async () => {
  trialBenefit = await trialBenefitOf(t.db);
});

type Slot = Awaited<ReturnType<typeof createSlot>>;

function bookTrial(slot: Slot, source: string, data = guestData()) {
  return t.request({ ...trialSessionRequest(slot, data), remoteAddress: source });
}

async function bookedCount(appointmentId: number): Promise<number | undefined> {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row?.bookedParticipants;
}

/** A free course appointment a guest may book (one place per e-mail address and appointment). */
async function freeCourse() {
  const course = await createAppointment(t.db);
  await t.db.update(benefits).set({ bookingOptionType: 'FREE' }).where(eq(benefits.id, course.benefitId));
  return course;
}

describe('guest holds per source address', () => {
  it(`allows ${GUEST_LIMITS.holdsPerSource.limit} an hour, then answers 429 to that source only`, async () => {
    const source = '203.0.113.10';
    await setUsage(
      t.db,
      `guest-hold:source:${source}`,
      GUEST_LIMITS.holdsPerSource,
      GUEST_LIMITS.holdsPerSource.limit - 1,
    );
    const slot = await createSlot(t.db, trialBenefit, { maxParticipants: 9 });
    expect((await bookTrial(slot, source)).statusCode).toBe(200);
    const refused = await bookTrial(slot, source);
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_SOURCE_LIMIT' });
    expect(await bookedCount(slot.id)).toBe(1);
    expect((await bookTrial(slot, '203.0.113.11')).statusCode).toBe(200);
  });
});

describe('guest holds per e-mail address', () => {
  it(`allows ${GUEST_LIMITS.holdsPerEmail.limit} an hour for one address, in any spelling`, async () => {
    const email = 'hoarder@guest.example';
    for (let index = 0; index < GUEST_LIMITS.holdsPerEmail.limit; index += 1) {
      const data = guestData({ email: index % 2 === 0 ? email : email.toUpperCase(), phone: undefined });
      const response = await t.request({
        method: 'POST',
        url: '/nox/public/v1/calendar/bookcourse',
        payload: slotBody(await freeCourse(), data),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const course = await freeCourse();
    const refused = await t.request({
      method: 'POST',
      url: '/nox/public/v1/calendar/bookcourse',
      payload: slotBody(course, guestData({ email, phone: undefined })),
    });
    expect(limitOf(refused)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'GUEST_EMAIL_LIMIT' });
    expect(await bookedCount(course.id)).toBe(0);
  });

  it('counts nothing for a booking that is refused', async () => {
    const email = 'refused@guest.example';
    const full = await createSlot(t.db, trialBenefit, { maxParticipants: 1, bookedParticipants: 1 });
    for (let attempt = 0; attempt < GUEST_LIMITS.holdsPerEmail.limit + 1; attempt += 1) {
      expect((await bookTrial(full, '203.0.113.12', guestData({ email }))).json().errorCode).toBe('APPOINTMENT_FULL');
    }
    expect(
      (await bookTrial(await createSlot(t.db, trialBenefit), '203.0.113.12', guestData({ email }))).statusCode,
    ).toBe(200);
  });
});

describe('unpaid guest places per appointment', () => {
  it('take at most a third of the places, members book the rest, and a confirmation makes room', async () => {
    const slot = await createSlot(t.db, trialBenefit, { maxParticipants: 6 });
    const first = guestData();
    expect((await bookTrial(slot, '198.51.100.1', first)).statusCode).toBe(200);
    expect((await bookTrial(slot, '198.51.100.2')).statusCode).toBe(200);
    const third = await bookTrial(slot, '198.51.100.3');
    expect(limitOf(third)).toEqual({ status: 429, errorCode: 'TOO_MANY_REQUESTS', limit: 'UNPAID_PLACES_LIMIT' });

    const member = await bookAppointment(t.db, bookingOf(slot, await createCustomer(t.db)));
    expect(member.status).toBe('BOOKED');

    const [lead] = await t.db.select().from(leads).where(eq(leads.email, first.email));
    await confirmGuestPlace(t.db, { token: lead?.confirmToken ?? '', origin: ORIGIN, locale: undefined });
    expect((await bookTrial(slot, '198.51.100.3')).statusCode).toBe(200);
    expect(await bookedCount(slot.id)).toBe(4);
  });

  it('hold under a burst of guests from two server instances: exactly a third, and a member still books', async () => {
    const guests = 30;
    const slot = await createSlot(t.db, trialBenefit, { maxParticipants: 9 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: guests }, (_, index) =>
        bookAsGuest(instanceFor(index), {
          offer: 'trial-session',
          appointmentId: slot.id,
          startAt: slot.startAt,
          endAt: slot.endAt,
          customerData: guestData(),
          dataPath: 'body.customerData',
          origin: ORIGIN,
          source: `198.51.100.${100 + index}`,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      expect(outcome.reason).toBeInstanceOf(HttpError);
      expect((outcome.reason as HttpError).statusCode).toBe(429);
      expect((outcome.reason as HttpError).errors?.[0]?.errorCode).toBe('UNPAID_PLACES_LIMIT');
    }
    expect(await bookedCount(slot.id)).toBe(3);
    expect((await bookAppointment(t.db, bookingOf(slot, await createCustomer(t.db)))).status).toBe('BOOKED');
  });
});
