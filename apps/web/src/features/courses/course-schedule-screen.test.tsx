import type { BookableAppointment } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowFirstRender, connectedUser } from '../../app/shell/test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

allowSlowFirstRender();

const SCHEDULE = '/studio-api/nox/public/v1/bookableitems/course';
const BOOK = '/studio-api/nox/v1/calendar/bookcourse';
const CURRENT = '/studio-api/nox/v1/calendar/current';
const HOUR = 60 * 60_000;

/** Tomorrow at 10:00 UTC, so the appointment is in this week or the next whatever the day. */
function appointment(overrides: Partial<BookableAppointment> = {}): BookableAppointment {
  const start = new Date(Date.now() + 26 * HOUR);
  return {
    id: 41,
    benefitId: 3,
    name: 'Vinyasa Flow',
    description: 'Flowing yoga',
    colorHex: '#7c3aed',
    location: 'Studio 1',
    employees: ['Mara Vogt'],
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    maxParticipants: 18,
    bookedParticipants: 15,
    waitingListActive: true,
    maxWaitingListParticipants: 6,
    waitingListParticipants: 0,
    earliestBookingDateTime: new Date(Date.now() - 24 * HOUR).toISOString(),
    latestBookingDateTime: start.toISOString(),
    appointmentStatus: 'PLANNED',
    ...overrides,
  };
}

const studio = berlinStudio();
const PATH = `/studio/${studio.studioUuid}/course?locale=en-GB`;

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    ...routes,
  });
}

/** The week of tomorrow: next week's button when tomorrow is already in it. */
async function showWeekOfTomorrow() {
  const tomorrow = new Date(Date.now() + 26 * HOUR);
  if (tomorrow.getUTCDay() === 1) await userEvent.click(await screen.findByRole('button', { name: 'Next week' }));
}

setUpScreenTests();

describe('the course schedule', () => {
  it('shows the week with its calendar week, the places left, and sends a guest to log in to book', async () => {
    serve({ [SCHEDULE]: () => json([appointment()]) });
    const { router } = await renderApp(PATH);
    await showWeekOfTomorrow();

    expect(await screen.findByText(/^CW \d+$/)).toBeInTheDocument();
    const row = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Places left: 3')).toBeInTheDocument();
    expect(within(row).getByText('Studio 1 · Mara Vogt')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Book Vinyasa Flow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
    expect(JSON.parse(window.sessionStorage.getItem('login-redirect') ?? '[]')).toContain(PATH);
  });

  it('books a place for a connected member and shows it as booked', async () => {
    let booked = false;
    const fetch = serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      [SCHEDULE]: () => json([appointment({ bookedParticipants: booked ? 16 : 15 })]),
      [CURRENT]: () =>
        json(
          booked
            ? [{ appointmentId: 41, participantStatus: 'BOOKED', waitingListPosition: null, ...calendarItemFields() }]
            : [],
        ),
      [BOOK]: () => {
        booked = true;
        return json({
          appointmentId: 41,
          participantStatus: 'BOOKED',
          waitingListPosition: null,
          ...calendarItemFields(),
        });
      },
    });
    await renderApp(PATH);
    await showWeekOfTomorrow();

    const row = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Book Vinyasa Flow' }));

    expect(await screen.findByText('Place booked')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Booked')).toBeInTheDocument());
    const request = fetch.mock.calls.find(([url]) => String(url).includes(BOOK));
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({
      startDateTime: expect.any(String),
      endDateTime: expect.any(String),
      ticket: { bookableItemId: 41 },
    });
  });

  it('tells the member in their language when the last place went to someone else', async () => {
    serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      [SCHEDULE]: () => json([appointment()]),
      [CURRENT]: () => json([]),
      [BOOK]: () => json({ errorCode: 'APPOINTMENT_FULL', errorMessage: 'full', traceId: 't' }, 409),
    });
    await renderApp(PATH);
    await showWeekOfTomorrow();
    const row = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Book Vinyasa Flow' }));
    expect(await screen.findByText('The booking did not go through')).toBeInTheDocument();
    expect(screen.getByText('This appointment is fully booked.')).toBeInTheDocument();
  });

  it('offers the waiting list of a full class and says when nothing is scheduled', async () => {
    serve({ [SCHEDULE]: () => json([appointment({ bookedParticipants: 18, waitingListParticipants: 2 })]) });
    await renderApp(PATH);
    await showWeekOfTomorrow();
    const row = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Fully booked, waiting list open (2 waiting)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Join waiting list Vinyasa Flow' })).toBeInTheDocument();
  });

  it('says when no course is scheduled in the week', async () => {
    serve({ [SCHEDULE]: () => json([]) });
    await renderApp(PATH);
    expect(await screen.findByText('No courses are scheduled this week.')).toBeInTheDocument();
  });
});

function calendarItemFields() {
  const start = new Date(Date.now() + 26 * HOUR);
  return {
    id: '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60',
    uuid: '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60',
    itemType: 'COURSE',
    name: 'Vinyasa Flow',
    benefitId: 3,
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
    location: 'Studio 1',
    employees: ['Mara Vogt'],
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    cancelableUntil: start.toISOString(),
    ticket: { dateTime: new Date().toISOString(), contingentName: null },
  };
}
