import type { FreeSlot } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, benefits, leads, trialConfigurations } from '../../../src/modules/booking/schema.ts';
import { BERLIN, createAppointment, createSingleBenefit } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import {
  createSlot,
  guestData,
  slotBody,
  triableCourseOf,
  trialBenefitOf,
  trialSessionRequest,
} from '../../helpers/trial-factory.ts';

const t = useTestApp();
type Slot = Awaited<ReturnType<typeof createSlot>>;
const ZURICH = 1320002001;
const HAMBURG = 1210001003;
let trialBenefit: number;

beforeAll(async () => {
  trialBenefit = await trialBenefitOf(t.db);
});

function bookTrial(body: unknown, url: string) {
  return t.request({ method: 'POST', url, payload: body as object });
}

function bookTrialSession(slot: Slot, customerData: Record<string, unknown>, path?: string) {
  return t.request(trialSessionRequest(slot, customerData, path));
}

async function bookedCount(appointmentId: number): Promise<number> {
  const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row?.bookedParticipants ?? -1;
}

function fieldsOf(response: { json: () => { errors?: { typedArgs: { value: unknown }[] }[] } }) {
  return (response.json().errors ?? []).map((error) => error.typedArgs.map((arg) => arg.value));
}

describe('trial-session configuration', () => {
  it('names the studio’s trial benefit, or null when the studio offers none', async () => {
    const berlin = await t.request(`/nox/public/v1/trialsession/config?studioId=${BERLIN.studioId}`);
    expect(berlin.json()).toEqual({ studioId: BERLIN.studioId, benefitId: trialBenefit });
    const hamburg = await t.request(`/nox/public/v1/trialsession/config?studioId=${HAMBURG}`);
    expect(hamburg.json()).toEqual({ studioId: HAMBURG, benefitId: null });
    expect((await t.request('/nox/public/v1/trialsession/config?studioId=99')).statusCode).toBe(404);
    expect((await t.request('/nox/public/v1/trialsession/config?studioId=abc')).statusCode).toBe(400);
  });

  it('tells which customer data each tenant requires', async () => {
    const berlin = await t.request(`/nox/public/v1/trialsession/lead/config?studioId=${BERLIN.studioId}`);
    expect(berlin.json()).toEqual({ requiredFields: ['PHONE'], confirmWithinMinutes: 1440 });
    const zurich = await t.request(`/nox/public/v1/trialsession/lead/config?studioId=${ZURICH}`);
    expect(zurich.json().requiredFields).toEqual(['PHONE', 'DATE_OF_BIRTH']);
    const hamburg = await t.request(`/nox/public/v1/trialsession/lead/config?studioId=${HAMBURG}`);
    expect(hamburg.statusCode).toBe(404);
  });

  it('answers the lead config of a triable benefit only', async () => {
    const cycling = await triableCourseOf(t.db);
    const triable = await t.request(`/nox/public/v1/benefit-trial/lead/config/trial?benefitId=${cycling}`);
    expect(triable.json()).toEqual({ requiredFields: ['PHONE'], confirmWithinMinutes: 1440 });
    const other = await createAppointment(t.db);
    const refused = await t.request(`/nox/public/v1/benefit-trial/lead/config/trial?benefitId=${other.benefitId}`);
    expect(refused.statusCode).toBe(404);
  });
});

describe('a guest books the trial session', () => {
  it('holds a place for the guest in the studio’s tenant until they confirm', async () => {
    const slot = await createSlot(t.db, trialBenefit);
    const data = guestData({ email: 'Lea.Sommer@Guest.Example' });
    const response = await bookTrialSession(slot, data);
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json();
    expect(booking.email).toBe('lea.sommer@guest.example');
    expect(booking.item).toMatchObject({
      itemType: 'TRIAL_SESSION',
      participantStatus: 'BOOKED',
      appointmentId: slot.id,
    });
    const expectedUntil = Date.now() + 1440 * 60_000;
    expect(Math.abs(new Date(booking.confirmUntil).getTime() - expectedUntil)).toBeLessThan(60_000);
    expect(booking.item.confirmUntil).toBe(booking.confirmUntil);
    expect(await bookedCount(slot.id)).toBe(1);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'lea.sommer@guest.example'));
    expect(lead).toMatchObject({ tenantId: BERLIN.tenant, studioId: BERLIN.studioId, phone: '+49 30 1234567' });
  });

  it('holds the place no longer than until the slot starts', async () => {
    const slot = await createSlot(t.db, trialBenefit, { daysAhead: 0.25 });
    const response = await bookTrialSession(slot, guestData());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().confirmUntil).toBe(slot.startAt.toISOString());
  });

  it('also answers under the portal path', async () => {
    const slot = await createSlot(t.db, trialBenefit);
    const response = await bookTrialSession(slot, guestData(), '/v1/public/trialsessions');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses customer data without the fields the tenant requires, one error per field', async () => {
    const slot = await createSlot(t.db, trialBenefit);
    const response = await bookTrialSession(slot, guestData({ phone: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response)).toEqual([['body.customerData.phone', 'commons.validation.required']]);
    expect(await bookedCount(slot.id)).toBe(0);
  });

  it('refuses guests under 18 and lists every missing field at once', async () => {
    const zurichBenefit = await trialBenefitOf(t.db, ZURICH);
    const zurichSlot = await createSlot(t.db, zurichBenefit, { tenantId: 'alpenfit', studioId: ZURICH });
    const missing = await bookTrialSession(zurichSlot, guestData({ phone: undefined }));
    expect(fieldsOf(missing)).toEqual([
      ['body.customerData.phone', 'commons.validation.required'],
      ['body.customerData.dateOfBirth', 'commons.validation.required'],
    ]);
    const year = new Date().getUTCFullYear();
    const young = await bookTrialSession(zurichSlot, guestData({ dateOfBirth: `${year - 17}-01-01` }));
    expect(fieldsOf(young)).toEqual([['body.customerData.dateOfBirth', 'commons.validation.minAge']]);
    const adult = await bookTrialSession(zurichSlot, guestData({ dateOfBirth: `${year - 30}-05-17` }));
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it('validates the customer data’s shape', async () => {
    const slot = await createSlot(t.db, trialBenefit);
    const response = await bookTrialSession(slot, guestData({ email: 'not-an-address', firstName: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('gives one e-mail address one live trial place of a benefit', async () => {
    const data = guestData();
    const first = await bookTrialSession(await createSlot(t.db, trialBenefit), data);
    expect(first.statusCode).toBe(200);
    const again = await bookTrialSession(await createSlot(t.db, trialBenefit, { daysAhead: 4 }), {
      ...data,
      email: data.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('TRIAL_ALREADY_BOOKED');
  });

  it('counts held places against the capacity; guests never wait', async () => {
    const slot = await createSlot(t.db, trialBenefit, {
      maxParticipants: 1,
      waitingListActive: true,
      maxWaitingListParticipants: 5,
    });
    expect((await bookTrialSession(slot, guestData())).statusCode).toBe(200);
    const full = await bookTrialSession(slot, guestData());
    expect(full.statusCode).toBe(409);
    expect(full.json().errorCode).toBe('APPOINTMENT_FULL');
  });

  it('takes the spec’s payload: the slot is the studio’s trial-session appointment at the times it names', async () => {
    const first = await createSlot(t.db, trialBenefit, { daysAhead: 5 });
    const second = await createSlot(t.db, trialBenefit, { daysAhead: 6 });
    const response = await bookTrialSession(second, guestData());
    expect(Object.keys(trialSessionRequest(second, guestData()).payload)).toEqual([
      'startDateTime',
      'endDateTime',
      'customerData',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.appointmentId).toBe(second.id);
    expect(await bookedCount(first.id)).toBe(0);
  });

  it('books only a slot of the studio’s trial session, at its own times', async () => {
    const course = await createAppointment(t.db);
    const notTrial = await bookTrialSession(course, guestData());
    expect(notTrial.statusCode).toBe(404);
    expect(notTrial.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    const slot = await createSlot(t.db, trialBenefit);
    const noTrialSession = await bookTrialSession({ ...slot, studioId: HAMBURG }, guestData());
    expect(noTrialSession.statusCode).toBe(409);
    expect(noTrialSession.json().errorCode).toBe('TRIAL_NOT_AVAILABLE');
    const unknownStudio = await bookTrialSession({ ...slot, studioId: 99 }, guestData());
    expect(unknownStudio.statusCode).toBe(404);
    const moved = await bookTrialSession({ ...slot, startAt: new Date(slot.startAt.getTime() + 60_000) }, guestData());
    expect(moved.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    const withoutStudio = await bookTrial(
      trialSessionRequest(slot, guestData()).payload,
      '/nox/public/v1/trialsession/book',
    );
    expect(withoutStudio.statusCode).toBe(400);
    expect(await bookedCount(slot.id)).toBe(0);
  });
});

describe('benefit trials and free courses for guests', () => {
  it('lets a guest try a course with a trial configuration', async () => {
    // Six places: the unpaid guest places of an appointment may fill a third of them.
    const slot = await createSlot(t.db, await triableCourseOf(t.db), { maxParticipants: 6 });
    const payload = { calendarItemWithCustomerDto: slotBody(slot, guestData()) };
    const response = await bookTrial(payload, '/nox/public/v2/benefit-trial/book-course-appointment');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.itemType).toBe('COURSE');
    const portal = await bookTrial(
      { calendarItemWithCustomerDto: slotBody(slot, guestData()) },
      '/v1/public/benefit-trial/book-course-appointment',
    );
    expect(portal.statusCode, portal.body).toBe(200);
  });

  it('reports missing fields under the benefit-trial payload', async () => {
    const slot = await createSlot(t.db, await triableCourseOf(t.db));
    const payload = { calendarItemWithCustomerDto: slotBody(slot, guestData({ phone: undefined })) };
    const response = await bookTrial(payload, '/nox/public/v2/benefit-trial/book-course-appointment');
    expect(fieldsOf(response)).toEqual([
      ['body.calendarItemWithCustomerDto.customerData.phone', 'commons.validation.required'],
    ]);
  });

  it('refuses a trial of a course without a trial configuration', async () => {
    const course = await createAppointment(t.db);
    const payload = { calendarItemWithCustomerDto: slotBody(course, guestData()) };
    const response = await bookTrial(payload, '/nox/public/v2/benefit-trial/book-course-appointment');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('TRIAL_NOT_AVAILABLE');
  });

  it('books a guest into a free course appointment once per e-mail address', async () => {
    const course = await createAppointment(t.db);
    await t.db.update(benefits).set({ bookingOptionType: 'FREE' }).where(eq(benefits.id, course.benefitId));
    const data = guestData({ phone: undefined });
    const response = await bookTrial(slotBody(course, data), '/nox/public/v1/calendar/bookcourse');
    expect(response.statusCode, response.body).toBe(200);
    const twice = await bookTrial(slotBody(course, data), '/nox/public/v1/calendar/bookcourse');
    expect(twice.json().errorCode).toBe('TRIAL_ALREADY_BOOKED');
  });

  it('refuses a guest a course that is not free', async () => {
    const course = await createAppointment(t.db);
    const response = await bookTrial(slotBody(course, guestData()), '/nox/public/v1/calendar/bookcourse');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('GUEST_BOOKING_NOT_FREE');
  });
});

describe('a guest tries a single appointment', () => {
  async function freeSlotOf(benefitId: number): Promise<FreeSlot> {
    const slots: FreeSlot[] = (await t.request(`/nox/public/v1/bookableitems/single/${benefitId}`)).json();
    const slot = slots[0];
    if (!slot) throw new Error('no free slot');
    return slot;
  }

  function singleBody(benefitId: number, slot: FreeSlot, customerData: Record<string, unknown>) {
    return {
      calendarItemWithCustomerDto: {
        startDateTime: slot.startDateTime,
        endDateTime: slot.endDateTime,
        ticket: { bookableItemId: benefitId, employeeId: slot.employeeId },
        customerData,
      },
    };
  }

  it('holds a free slot with the employee when the benefit can be tried', async () => {
    const [config] = await t.db.insert(trialConfigurations).values({ tenantId: BERLIN.tenant }).returning();
    const { benefit } = await createSingleBenefit(t.db, { trialConfigurationId: config?.id ?? null });
    const slot = await freeSlotOf(benefit.id);
    const response = await bookTrial(
      singleBody(benefit.id, slot, guestData()),
      '/nox/public/v2/benefit-trial/book-single-appointment',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item).toMatchObject({ itemType: 'SINGLE_APPOINTMENT', startDateTime: slot.startDateTime });
    const taken = await bookTrial(
      singleBody(benefit.id, slot, guestData()),
      '/v1/public/benefit-trial/book-single-appointment',
    );
    expect(taken.statusCode).toBe(409);
  });

  it('refuses a single appointment without a trial configuration', async () => {
    const { benefit } = await createSingleBenefit(t.db);
    const slot = await freeSlotOf(benefit.id);
    const response = await bookTrial(
      singleBody(benefit.id, slot, guestData()),
      '/nox/public/v2/benefit-trial/book-single-appointment',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('TRIAL_NOT_AVAILABLE');
  });
});

describe('a member books the trial session', () => {
  let anna: string;
  beforeAll(async () => {
    anna = await logIn(t, DEMO_USERS.kraftwerk);
  });

  it('books the free trial session without using a contingent', async () => {
    const slot = await createSlot(t.db, trialBenefit);
    const response = await asMember(t, anna, trialSessionRequest(slot, undefined, '/nox/v1/trialsession/book'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ itemType: 'TRIAL_SESSION', participantStatus: 'BOOKED' });
    expect(response.json().ticket.contingentName).toBeNull();
    const portal = await asMember(
      t,
      anna,
      trialSessionRequest(await createSlot(t.db, trialBenefit), guestData(), '/v1/trialsessions'),
    );
    expect(portal.statusCode, portal.body).toBe(200);
  });

  it('refuses a course through the trial-session call, and guests', async () => {
    const course = await createAppointment(t.db);
    const request = trialSessionRequest(course, undefined, '/nox/v1/trialsession/book');
    const response = await asMember(t, anna, request);
    expect(response.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    const guest = await t.request(request);
    expect(guest.statusCode).toBe(403);
  });
});
