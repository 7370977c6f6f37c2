import type { BookableCourse } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { courseAppointment } from './course-fixtures.ts';

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}/course`;
const CATALOGUE = '/studio-api/nox/public/v2/bookableitems/courses/with-upcoming-appointment';
const UPCOMING = '/studio-api/nox/public/v1/bookableitems/course/upcoming';

function course(overrides: Partial<BookableCourse> = {}): BookableCourse {
  return {
    id: 3,
    name: 'Vinyasa Flow',
    description: 'Flowing yoga sequences for every level.',
    colorHex: '#7c3aed',
    image: null,
    category: 'YOGA',
    durationMinutes: 60,
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
    employees: ['Mara Vogt'],
    locations: ['Studio 1'],
    benefitBookingOptionType: 'CONTINGENT',
    priceOrOffer: 0,
    upcomingAppointmentDateTime: new Date(Date.now() + 26 * 60 * 60_000).toISOString(),
    alreadyBooked: false,
    onWaitingList: false,
    bookableWithContingent: false,
    ...overrides,
  };
}

function serve(routes: Record<string, Route> = {}) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    [CATALOGUE]: () => json([course()]),
    [UPCOMING]: () =>
      json([
        courseAppointment(),
        courseAppointment({ id: 42, bookedParticipants: 18, waitingListParticipants: 2 }),
        courseAppointment({ id: 43, bookedParticipants: 18, waitingListActive: false }),
      ]),
    ...routes,
  });
}

setUpScreenTests();

describe('the course detail', () => {
  it('shows the course, its facts and its upcoming slots with their places and waiting lists', async () => {
    serve();
    await renderApp(`${BASE}/3?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinyasa Flow' })).toBeInTheDocument();
    expect(screen.getByText('Flowing yoga sequences for every level.')).toBeInTheDocument();
    expect(screen.getByText('Yoga')).toBeInTheDocument();
    expect(screen.getByText('Mara Vogt')).toBeInTheDocument();
    // A guest holds no contingent: a place booked with one is for members.
    expect(screen.getByText('Members only')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/Vinyasa Flow$/));

    const upcoming = await screen.findByRole('region', { name: 'Upcoming dates' });
    await within(upcoming).findByText('Places left: 3');
    const rows = within(upcoming).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Places left: 3')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Fully booked, waiting list open (2 waiting)')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Fully booked')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a member they are on the waiting list and takes a chosen slot into the booking flow', async () => {
    serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      '/studio-api/nox/v2/bookableitems/courses/with-upcoming-appointment': () =>
        json([course({ onWaitingList: true })]),
      '/studio-api/nox/v1/bookableitems/course/upcoming': () => json([courseAppointment({ id: 44 })]),
    });
    const { router } = await renderApp(`${BASE}/3?locale=en-GB`);
    expect(await screen.findByText('You are on the waiting list')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Book Vinyasa Flow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/${studio.studioUuid}/booking/course/44`));
  });

  it('replaces an id with a numeric prefix by the number', async () => {
    serve();
    const { router } = await renderApp(`${BASE}/3-vinyasa-flow?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/3`));
    expect(router.state.location.search).toBe('?locale=en-GB');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinyasa Flow' })).toBeInTheDocument();
  });

  it('reports a non-numeric id and shows the not-found state', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve();
    await renderApp(`${BASE}/yoga?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith('Course route with a non-numeric id', 'yoga');
    expect(screen.getByRole('link', { name: 'To the course schedule' })).toHaveAttribute(
      'href',
      expect.stringContaining('/course?locale=en-GB'),
    );
  });

  it('shows the not-found state for a course the studio does not have', async () => {
    serve();
    await renderApp(`${BASE}/99?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  });
});
