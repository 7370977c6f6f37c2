import { beforeAll, describe, expect, it } from 'vitest';
import type { appointments } from '../../../src/modules/booking/schema.ts';
import { BERLIN, createAppointment } from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
type Appointment = typeof appointments.$inferSelect;
type Item = {
  id: number;
  benefitId: number;
  itemType: string;
  category: string | null;
  alreadyBooked: boolean;
  onWaitingList: boolean;
  participantStatus: string | null;
  waitingListPosition: number | null;
  appointmentStatus: string;
  appointmentMeetingType: string;
  stream: { url: string | null } | null;
  employees: string[];
  startDateTime: string;
};

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const KRAFTWERK = { 'x-tenant': BERLIN.tenant };
const ALPENFIT = { 'x-tenant': 'alpenfit' };

let anna: string;
let lukas: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  lukas = await logIn(t, DEMO_USERS.alpenfit);
});

function book(appointment: Appointment) {
  return asMember(t, anna, {
    method: 'POST',
    url: '/nox/v1/calendar/bookcourse',
    headers: KRAFTWERK,
    payload: {
      startDateTime: appointment.startAt.toISOString(),
      endDateTime: appointment.endAt.toISOString(),
      ticket: { bookableItemId: appointment.id },
    },
  });
}

function rangeAround(appointment: Appointment): string {
  const start = new Date(appointment.startAt.getTime() - HOUR).toISOString();
  const end = new Date(appointment.startAt.getTime() + HOUR).toISOString();
  return `startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`;
}

function publicGet(url: string, headers: Record<string, string> = KRAFTWERK) {
  return t.request({ url, headers });
}

function memberGet(url: string, cookie = anna, headers: Record<string, string> = KRAFTWERK) {
  return asMember(t, cookie, { url, headers });
}

describe('the course schedule, public and member', () => {
  it('answers the seeded schedule with the appointment item fields and no own state in public', async () => {
    const response = await publicGet(`/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}`);
    expect(response.statusCode, response.body).toBe(200);
    const items: Item[] = response.json();
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item).toMatchObject({ itemType: 'COURSE', alreadyBooked: false, participantStatus: null });
      expect(item.category).not.toBeNull();
    }
    const stream = items.find((item) => item.appointmentMeetingType === 'STREAM');
    expect(stream?.stream).toEqual({ url: null });
  });

  it('names the price or offer state priceOrOffer on appointments and courses, as events do', async () => {
    const schedule: (Item & Record<string, unknown>)[] = (
      await publicGet(`/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}`)
    ).json();
    const paid = schedule.find((item) => item.benefitBookingOptionType === 'ONLINE_PAYMENT');
    expect(paid?.priceOrOffer).toMatchObject({ state: 'ONLINE_PAYMENT', price: { amount: 15, currency: 'EUR' } });
    expect(paid).not.toHaveProperty('price');
    const courses: Record<string, unknown>[] = (
      await publicGet(`/nox/public/v2/bookableitems/courses/with-upcoming-appointment?studioId=${BERLIN.studioId}`)
    ).json();
    const paidCourse = courses.find((course) => course.id === paid?.benefitId);
    expect(paidCourse?.priceOrOffer).toEqual(paid?.priceOrOffer);
    expect(paidCourse).not.toHaveProperty('price');
  });

  it('adds the member own place in the member variant only, and the stream address once booked', async () => {
    const appointment = await createAppointment(t.db, {
      meetingType: 'STREAM',
      streamUrl: 'https://live.example/1',
      startAt: new Date(Date.now() + 3 * DAY),
      endAt: new Date(Date.now() + 3 * DAY + HOUR),
      latestBookingAt: new Date(Date.now() + 3 * DAY),
    });
    expect((await book(appointment)).statusCode).toBe(200);
    const query = `studioId=${BERLIN.studioId}&${rangeAround(appointment)}`;

    const mine: Item[] = (await memberGet(`/nox/v1/bookableitems/course?${query}`)).json();
    expect(mine.find((item) => item.id === appointment.id)).toMatchObject({
      alreadyBooked: true,
      onWaitingList: false,
      participantStatus: 'BOOKED',
      stream: { url: 'https://live.example/1' },
    });
    const open: Item[] = (await publicGet(`/nox/public/v1/bookableitems/course?${query}`)).json();
    expect(open.find((item) => item.id === appointment.id)).toMatchObject({
      alreadyBooked: false,
      participantStatus: null,
      stream: { url: null },
    });
    const streams: Item[] = (
      await publicGet(`/nox/public/v1/streaming/appointment?studioId=${BERLIN.studioId}&${rangeAround(appointment)}`)
    ).json();
    expect(streams.map((item) => item.id)).toEqual([appointment.id]);
    expect(streams[0]?.stream).toEqual({ url: null });
  });

  it('answers one appointment by id, and 404 for unknown ids and another tenant', async () => {
    const appointment = await createAppointment(t.db);
    const own = await memberGet(`/nox/v1/bookableitems/course/${appointment.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: appointment.id, name: 'Spinning', studio: { id: BERLIN.studioId } });
    expect((await publicGet(`/nox/public/v1/bookableitems/course/${appointment.id}`)).statusCode).toBe(200);

    const foreign = await publicGet(`/nox/public/v1/bookableitems/course/${appointment.id}`, ALPENFIT);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('APPOINTMENT_NOT_FOUND');
    const foreignMember = await memberGet(`/nox/v1/bookableitems/course/${appointment.id}`, lukas, ALPENFIT);
    expect(foreignMember.statusCode).toBe(404);
    expect((await publicGet('/nox/public/v1/bookableitems/course/999999')).statusCode).toBe(404);
    expect((await publicGet('/nox/public/v1/bookableitems/course/abc')).statusCode).toBe(400);
  });

  it('refuses bad queries with 400 and another tenant studio with 404', async () => {
    const base = `/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}`;
    const tooLong = `${base}&startDate=2026-12-01T00:00:00Z&endDate=2027-01-15T00:00:00Z`;
    for (const url of [tooLong, `${base}&startDate=tomorrow`, '/nox/public/v1/bookableitems/course?studioId=x']) {
      const response = await publicGet(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
    const reversed = `${base}&startDate=2026-12-02T00:00:00Z&endDate=2026-12-01T00:00:00Z`;
    expect((await publicGet(reversed)).statusCode).toBe(400);
    const foreign = await publicGet(base, ALPENFIT);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('STUDIO_NOT_FOUND');
    expect((await t.request(`/nox/v1/bookableitems/course?studioId=${BERLIN.studioId}`)).statusCode).toBe(403);
  });

  it('answers the member home studio schedule without a studio id', async () => {
    const response = await memberGet('/nox/v1/bookableitems/course/withdefaulthomestudio');
    expect(response.statusCode, response.body).toBe(200);
    const items: { studio: { id: number } }[] = response.json();
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.studio.id))).toEqual(new Set([BERLIN.studioId]));
  });
});

describe('waiting lists and a course as a whole', () => {
  it('shows a waiting place with its position, and a course as waiting only while every place waits', async () => {
    const full = await createAppointment(t.db, {
      maxParticipants: 1,
      bookedParticipants: 1,
      waitingListActive: true,
      maxWaitingListParticipants: 3,
    });
    expect((await book(full)).json().participantStatus).toBe('WAITING_LIST');
    const item = (await memberGet(`/nox/v1/bookableitems/course/${full.id}`)).json();
    expect(item).toMatchObject({ onWaitingList: true, alreadyBooked: false, waitingListPosition: 1 });

    const courseOf = async () => {
      const courses: {
        id: number;
        onWaitingList: boolean;
        alreadyBooked: boolean;
        upcomingAppointmentDateTime: string;
      }[] = (
        await memberGet(`/nox/v2/bookableitems/courses/with-upcoming-appointment?studioId=${BERLIN.studioId}`)
      ).json();
      return courses.find((course) => course.id === full.benefitId);
    };
    expect(await courseOf()).toMatchObject({
      onWaitingList: true,
      alreadyBooked: false,
      upcomingAppointmentDateTime: full.startAt.toISOString(),
    });

    const later = await createAppointment(t.db, {
      benefitId: full.benefitId,
      startAt: new Date(full.startAt.getTime() + DAY),
      endAt: new Date(full.endAt.getTime() + DAY),
      latestBookingAt: new Date(full.startAt.getTime() + DAY),
    });
    expect((await book(later)).json().participantStatus).toBe('BOOKED');
    expect(await courseOf()).toMatchObject({ onWaitingList: false, alreadyBooked: true });
  });

  it('finds the next appointment with room and lists the upcoming ones of a course', async () => {
    const full = await createAppointment(t.db, { maxParticipants: 2, bookedParticipants: 2 });
    const open = await createAppointment(t.db, {
      benefitId: full.benefitId,
      startAt: new Date(full.startAt.getTime() + 2 * DAY),
      endAt: new Date(full.endAt.getTime() + 2 * DAY),
      latestBookingAt: new Date(full.startAt.getTime() + 2 * DAY),
    });
    const next = await publicGet(`/nox/public/v1/bookableitems/course/nextavailable?benefitId=${full.benefitId}`);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().id).toBe(open.id);
    expect((await memberGet(`/nox/v1/bookableitems/course/nextavailable?benefitId=${full.benefitId}`)).json().id).toBe(
      open.id,
    );

    const upcoming: Item[] = (
      await publicGet(`/nox/public/v1/bookableitems/course/upcoming?benefitId=${full.benefitId}`)
    ).json();
    expect(upcoming.map((item) => item.id)).toEqual([full.id, open.id]);
    const limited = await memberGet(`/nox/v1/bookableitems/course/upcoming?benefitId=${full.benefitId}&limit=1`);
    expect(limited.json()).toHaveLength(1);
    expect(
      (await publicGet(`/nox/public/v1/bookableitems/course/upcoming?benefitId=${full.benefitId}&limit=0`)).statusCode,
    ).toBe(400);

    const lone = await createAppointment(t.db, { maxParticipants: 1, bookedParticipants: 1 });
    const none = await publicGet(`/nox/public/v1/bookableitems/course/nextavailable?benefitId=${lone.benefitId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('NO_AVAILABLE_APPOINTMENT');
    const unknown = await publicGet('/nox/public/v1/bookableitems/course/upcoming?benefitId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('COURSE_NOT_FOUND');
    const foreign = await publicGet(
      `/nox/public/v1/bookableitems/course/upcoming?benefitId=${full.benefitId}`,
      ALPENFIT,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the v2 lists', () => {
  it('tells planned, cancelled and available appointments apart and pages them', async () => {
    const start = new Date(Date.now() + 5 * DAY);
    const at = (hours: number) => ({
      startAt: new Date(start.getTime() + hours * HOUR),
      endAt: new Date(start.getTime() + (hours + 1) * HOUR),
      latestBookingAt: new Date(start.getTime() + hours * HOUR),
    });
    const open = await createAppointment(t.db, at(0));
    const same = { benefitId: open.benefitId };
    const canceled = await createAppointment(t.db, { ...at(1), ...same, status: 'CANCELED' });
    const full = await createAppointment(t.db, { ...at(2), ...same, maxParticipants: 1, bookedParticipants: 1 });
    const range = `studioId=${BERLIN.studioId}&benefitId=${open.benefitId}&startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(new Date(start.getTime() + 3 * HOUR).toISOString())}`;
    const ids = async (path: string) =>
      ((await publicGet(`/nox/public/v2/bookableitems/${path}?${range}`)).json() as Item[]).map((item) => item.id);

    expect(await ids('courses')).toEqual([open.id, full.id]);
    expect(await ids('courses/with-canceled')).toEqual([open.id, canceled.id, full.id]);
    expect(await ids('courses/available')).toEqual([open.id]);
    const member = await memberGet(`/nox/v2/bookableitems/courses?${range}`);
    expect(member.statusCode).toBe(200);

    const slice = await publicGet(
      `/nox/public/v2/bookableitems/courses/slice?studioId=${BERLIN.studioId}&benefitId=${open.benefitId}&startDate=${encodeURIComponent(start.toISOString())}&page=1&size=1`,
    );
    expect(slice.statusCode, slice.body).toBe(200);
    const page = slice.json();
    expect(page).toMatchObject({ page: 1, size: 1 });
    expect(page.content).toHaveLength(1);
    expect(page.content[0].id).toBe(full.id);
    expect(page.totalElements).toBe(2);
    expect(
      (await memberGet(`/nox/v2/bookableitems/courses/slice?studioId=${BERLIN.studioId}&size=500`)).statusCode,
    ).toBe(400);
  });
});

describe('filters and trainers', () => {
  it('offers the filter values of the coming schedule and filters the schedule by them', async () => {
    const response = await publicGet(`/nox/public/v1/appointmentfilter/course?studioId=${BERLIN.studioId}`);
    expect(response.statusCode, response.body).toBe(200);
    const filter = response.json();
    expect(filter.categories).toEqual(expect.arrayContaining(['YOGA', 'CARDIO', 'STRENGTH']));
    expect(filter.courses.map((course: { name: string }) => course.name)).toContain('Vinyasa Flow');
    expect(filter.rooms).toContain('Kursraum 1');
    expect(filter.timesOfDay).toEqual(['MORNING', 'AFTERNOON', 'EVENING']);
    const trainer = filter.trainers.find((candidate: { name: string }) => candidate.name === 'Mira Özdemir');
    expect(trainer).toBeDefined();

    const base = `/nox/public/v1/bookableitems/course?studioId=${BERLIN.studioId}`;
    const byTrainer: Item[] = (await publicGet(`${base}&employeeId=${trainer.id}`)).json();
    expect(byTrainer.length).toBeGreaterThan(0);
    expect(byTrainer.every((item) => item.employees.includes('Mira Özdemir'))).toBe(true);
    const yoga: Item[] = (await publicGet(`${base}&category=YOGA&timeOfDay=MORNING`)).json();
    expect(yoga.length).toBeGreaterThan(0);
    expect(yoga.every((item) => item.category === 'YOGA')).toBe(true);
    expect((await publicGet(`${base}&timeOfDay=NIGHT`)).statusCode).toBe(400);
    expect((await publicGet('/nox/public/v1/appointmentfilter/course?studioId=1320002001')).statusCode).toBe(404);
  });

  it('lists the employees who lead future courses with those courses', async () => {
    const response = await publicGet(`/nox/public/v1/employees/withfuturecourses?studioId=${BERLIN.studioId}`);
    expect(response.statusCode, response.body).toBe(200);
    const employees: { firstName: string; lastName: string; courses: string[] }[] = response.json();
    expect(employees.length).toBeGreaterThan(0);
    expect(employees.every((employee) => employee.courses.length > 0)).toBe(true);
    const mira = employees.find((employee) => employee.lastName === 'Özdemir');
    expect(mira?.courses).toEqual(expect.arrayContaining(['Vinyasa Flow', 'Yin Yoga']));
    const all = (await publicGet(`/nox/public/v1/employees?studioId=${BERLIN.studioId}`)).json();
    expect(all.length).toBeGreaterThan(employees.length);
  });
});
