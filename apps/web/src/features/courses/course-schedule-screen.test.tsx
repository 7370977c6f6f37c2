import type { CourseAppointment } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readChosenSlot } from '../../lib/booking-cart.ts';
import { addDays, localDayOf } from '../../lib/intl.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { courseAppointment } from './course-fixtures.ts';
import { weekDays } from './schedule-week.ts';

const PUBLIC_SCHEDULE = '/studio-api/nox/public/v1/bookableitems/course';
const MEMBER_SCHEDULE = '/studio-api/nox/v1/bookableitems/course';
const FILTER = '/studio-api/nox/public/v1/appointmentfilter/course';
const HOUR = 60 * 60_000;

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}/course`;
const PATH = `${BASE}?locale=en-GB`;
const FILTER_OPTIONS = {
  categories: ['YOGA', 'CARDIO'],
  courses: [{ id: 3, name: 'Vinyasa Flow' }],
  trainers: [{ id: 9, name: 'Mara Vogt' }],
  rooms: ['Studio 1'],
  timesOfDay: ['MORNING', 'EVENING'],
};

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    [FILTER]: () => json(FILTER_OPTIONS),
    ...routes,
  });
}

function serveMember(schedule: CourseAppointment[]) {
  return serve({
    '/v1/me/info': () => json(connectedUser()),
    '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
    [MEMBER_SCHEDULE]: () => json(schedule),
  });
}

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
}

const today = () => localDayOf(new Date(), 'Europe/Berlin');

setUpScreenTests();

describe('the course schedule', () => {
  it('shows the week with its calendar week and places left, and takes a guest into the booking flow', async () => {
    serve({ [PUBLIC_SCHEDULE]: () => json([courseAppointment()]) });
    const { router } = await renderApp(PATH);

    expect(await screen.findByText(/^CW \d+$/)).toBeInTheDocument();
    const row = await rowOf('Vinyasa Flow');
    expect(within(row).getByText('Places left: 3')).toBeInTheDocument();
    expect(within(row).getByText('Studio 1 · Mara Vogt')).toBeInTheDocument();

    // The flow's first step offers a guest their ways to book (a trial, a paid place) and the login.
    await userEvent.click(within(row).getByRole('button', { name: 'Book Vinyasa Flow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/${studio.studioUuid}/booking/course/41`));
    expect(readChosenSlot('course', 41)).toMatchObject({
      name: 'Vinyasa Flow',
      returnPath: expect.stringContaining('/course'),
    });
  });

  it('filters by the studio options and keeps the filters in the address', async () => {
    const fetch = serve({ [PUBLIC_SCHEDULE]: () => json([courseAppointment()]) });
    const { router } = await renderApp(PATH);
    await rowOf('Vinyasa Flow');

    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Yoga');
    await userEvent.selectOptions(screen.getByLabelText('Trainer'), 'Mara Vogt');
    await userEvent.selectOptions(screen.getByLabelText('Time of day'), 'Evening (from 17:00)');
    await waitFor(() => {
      const query = new URLSearchParams(router.state.location.search);
      expect([query.get('category'), query.get('trainer'), query.get('time'), query.get('locale')]).toEqual([
        'YOGA',
        '9',
        'EVENING',
        'en-GB',
      ]);
    });
    await waitFor(() => {
      const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(PUBLIC_SCHEDULE));
      expect(asked.at(-1)).toMatch(/category=YOGA.*employeeId=9.*timeOfDay=EVENING/);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?locale=en-GB'));
  });

  it('reads the filters from the address on load', async () => {
    serve({ [PUBLIC_SCHEDULE]: () => json([]) });
    await renderApp(`${PATH}&category=CARDIO&date=${today()}`);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('CARDIO'));
    expect(await screen.findByText('No courses match the chosen filters.')).toBeInTheDocument();
  });

  it('shows one day in the day view and moves between the days of the week', async () => {
    const first = today();
    const second = addDays(first, 1);
    const week = weekDays(first, 0);
    const tomorrowInWeek = week.includes(second);
    const at = (day: string, name: string, id: number) =>
      courseAppointment({
        id,
        name,
        startDateTime: `${day}T16:00:00Z`,
        endDateTime: `${day}T17:00:00Z`,
        latestBookingDateTime: `${day}T16:00:00Z`,
      });
    serve({ [PUBLIC_SCHEDULE]: () => json([at(first, 'Evening Yoga', 1), at(second, 'Spinning', 2)]) });
    const { router } = await renderApp(`${PATH}&view=day&date=${first}`);

    expect(await screen.findByRole('heading', { name: 'Evening Yoga' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spinning' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe(second));
    if (tomorrowInWeek) expect(await screen.findByRole('heading', { name: 'Spinning' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Evening Yoga' })).not.toBeInTheDocument();
  });

  it('opens on the day view on a phone', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    serve({ [PUBLIC_SCHEDULE]: () => json([courseAppointment()]) });
    await renderApp(PATH);
    expect(await screen.findByRole('radiogroup', { name: 'Choose the day' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens on the next week when nothing of this week can be booked any more', async () => {
    const started = courseAppointment({
      startDateTime: new Date(Date.now() - HOUR).toISOString(),
      endDateTime: new Date(Date.now()).toISOString(),
    });
    serve({ [PUBLIC_SCHEDULE]: () => json([started]) });
    const { router } = await renderApp(PATH);
    const nextMonday = addDays(weekDays(today(), 0)[0] ?? '', 7);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe(nextMonday));
  });

  it('shows a connected member their own places and takes a chosen slot into the booking flow', async () => {
    serveMember([
      courseAppointment({ participantStatus: 'WAITING_LIST', onWaitingList: true, waitingListPosition: 2 }),
      courseAppointment({ id: 42, name: 'Pilates Mat', bookedParticipants: 18, waitingListParticipants: 1 }),
    ]);
    const { router } = await renderApp(PATH);

    expect(within(await rowOf('Vinyasa Flow')).getByText('Waiting list, position 2')).toBeInTheDocument();
    const full = await rowOf('Pilates Mat');
    expect(within(full).getByText('Fully booked, waiting list open (1 waiting)')).toBeInTheDocument();
    await userEvent.click(within(full).getByRole('button', { name: 'Join waiting list Pilates Mat' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/${studio.studioUuid}/booking/course/42`));
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '{}')).toMatchObject({
      kind: 'course',
      itemId: 42,
      benefitId: 3,
      name: 'Pilates Mat',
      returnPath: PATH,
    });
  });
});
