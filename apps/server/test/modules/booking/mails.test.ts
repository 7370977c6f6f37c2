import { beforeAll, describe, expect, it } from 'vitest';
import { bookAppointment } from '../../../src/modules/booking/booking-service.ts';
import { cancelCalendarItem } from '../../../src/modules/booking/calendar-service.ts';
import {
  BERLIN,
  bookingOf,
  createAppointment,
  createCustomer,
  customerOfAccount,
  memberOf,
} from '../../helpers/booking-factory.ts';
import { asMember, DEMO_USERS, latestMail, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const ORIGIN = 'https://portal.example';
let anna: string;

beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
});

function bookingBody(appointment: Awaited<ReturnType<typeof createAppointment>>) {
  return {
    startDateTime: appointment.startAt.toISOString(),
    endDateTime: appointment.endAt.toISOString(),
    ticket: { bookableItemId: appointment.id },
  };
}

describe('mail about booked places', () => {
  it('confirms a booking in the member’s language with the calendar entry attached', async () => {
    const appointment = await createAppointment(t.db);
    const response = await asMember(t, anna, {
      method: 'POST',
      url: '/nox/v1/calendar/bookcourse',
      payload: bookingBody(appointment),
      headers: { 'x-tenant': BERLIN.tenant },
    });
    expect(response.statusCode, response.body).toBe(200);

    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'booking-confirmed');
    expect(mail?.subject).toBe('Buchungsbestätigung: Spinning');
    expect(mail?.textBody).toContain('Kraftwerk Berlin Mitte');
    expect(mail?.textBody).toContain('/me/bookings');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toMatch(/^spinning-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(ics).toContain(`UID:${response.json().id}@motus`);
  });

  it('mails the member who moves up from the waiting list', async () => {
    const appointment = await createAppointment(t.db, {
      maxParticipants: 1,
      waitingListActive: true,
      maxWaitingListParticipants: 3,
    });
    const holder = await bookAppointment(t.db, bookingOf(appointment, await createCustomer(t.db)));
    const annaCustomer = await customerOfAccount(t.db, DEMO_USERS.kraftwerk, BERLIN.tenant);
    const waiting = await bookAppointment(t.db, bookingOf(appointment, annaCustomer));
    expect(waiting.status).toBe('WAITING_LIST');

    await cancelCalendarItem(
      t.db,
      { tenant: BERLIN.tenant, customerId: memberOf(holder), origin: ORIGIN, locale: undefined },
      holder.id,
    );

    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'waiting-list-promoted');
    expect(mail?.subject).toBe('Sie sind nachgerückt: Spinning');
    expect(mail?.textBody).toContain(`${ORIGIN}/me/bookings`);
    expect(mail?.attachments).toHaveLength(1);
  });

  it('offers the booked place as a calendar download', async () => {
    const appointment = await createAppointment(t.db);
    const item = (
      await asMember(t, anna, {
        method: 'POST',
        url: '/nox/v1/calendar/bookcourse',
        payload: bookingBody(appointment),
        headers: { 'x-tenant': BERLIN.tenant },
      })
    ).json();
    const response = await asMember(t, anna, { url: `/nox/v1/calendar/${item.id}/ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="spinning-.*\.ics"/);
    expect(response.body).toContain('BEGIN:VEVENT');

    // My bookings lists the places of every tenant, so the file comes whichever studio's page asks for it.
    const fromOtherTenantPage = await asMember(t, anna, {
      url: `/nox/v1/calendar/${item.id}/ics`,
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(fromOtherTenantPage.statusCode).toBe(200);
    const lukas = await logIn(t, DEMO_USERS.alpenfit);
    const foreign = await asMember(t, lukas, { url: `/nox/v1/calendar/${item.id}/ics` });
    expect(foreign.statusCode).toBe(404);
  });
});
