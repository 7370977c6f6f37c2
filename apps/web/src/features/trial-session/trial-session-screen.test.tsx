import type { TrialSlot } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../lib/intl.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const HOUR = 60 * 60_000;
const studio = berlinStudio();
const CONFIG = '/studio-api/nox/public/v1/trialsession/config';
const SLOTS = '/studio-api/nox/public/v1/bookableitems/benefit/77/trialsession';
const BASE = `/studio/${studio.studioUuid}/trial-session`;

function slot(overrides: Partial<TrialSlot> = {}): TrialSlot {
  const start = new Date(Date.now() + 2 * HOUR);
  return {
    id: 501,
    benefitId: 77,
    name: 'Probetraining',
    description: 'Get to know us',
    colorHex: null,
    location: 'Empfang',
    employees: ['Jan Köhler'],
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    maxParticipants: 2,
    bookedParticipants: 1,
    waitingListActive: false,
    maxWaitingListParticipants: 0,
    waitingListParticipants: 0,
    earliestBookingDateTime: new Date(Date.now() - 24 * HOUR).toISOString(),
    latestBookingDateTime: start.toISOString(),
    appointmentStatus: 'PLANNED',
    placesLeft: 1,
    ...overrides,
  };
}

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    '/studio-api/nox/public/v1/menu/active': () => json(['TRIAL_SESSION', ...ALL_MENU_ENTRIES]),
    [CONFIG]: () => json({ studioId: studio.id, benefitId: 77 }),
    ...routes,
  });
}

function today(): string {
  return localDayOf(new Date(), 'Europe/Berlin');
}

setUpScreenTests();

describe('the trial-session screen', () => {
  it('sends any step but the first, and no step, to step 1', async () => {
    serve({ [SLOTS]: () => json([]) });
    const { router } = await renderApp(`${BASE}/7?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/1`));
    expect(router.state.location.search).toBe('?locale=en-GB');
    await router.navigate(`${BASE}?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/1`));
  });

  it('lists today’s slots in the studio’s time zone and carries the chosen one into the booking flow', async () => {
    const fetch = serve({ [SLOTS]: () => json([slot(), slot({ id: 502, placesLeft: 0, bookedParticipants: 2 })]) });
    const { router } = await renderApp(`${BASE}/1?locale=en-GB`);

    const [open, full] = (await screen.findAllByRole('heading', { name: 'Probetraining' })).map((heading) =>
      heading.closest('li'),
    );
    expect(within(open as HTMLElement).getByText('Places left: 1')).toBeInTheDocument();
    expect(within(open as HTMLElement).getByText('Empfang · Jan Köhler')).toBeInTheDocument();
    expect(within(full as HTMLElement).getByText('Fully booked')).toBeInTheDocument();
    expect(within(full as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes(SLOTS));
    expect(asked).toContain(`startDate=${today()}&endDate=${today()}`);

    await userEvent.click(within(open as HTMLElement).getByRole('button', { name: 'Choose Probetraining' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/studio/${studio.studioUuid}/booking/trial-session/501`),
    );
    const cart = JSON.parse(window.localStorage.getItem('cart') ?? '{}');
    expect(cart).toMatchObject({
      kind: 'trial-session',
      itemId: 501,
      benefitId: 77,
      returnPath: `${BASE}/1?locale=en-GB`,
    });
  });

  it('pages through the days from today on', async () => {
    const fetch = serve({ [SLOTS]: () => json([]) });
    const { router } = await renderApp(`${BASE}/1?locale=en-GB`);
    expect(await screen.findByText('There are no trial sessions on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    const tomorrow = addDays(today(), 1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe(tomorrow));
    await waitFor(() => {
      const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(SLOTS));
      expect(asked.at(-1)).toContain(`startDate=${tomorrow}`);
    });
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  });

  it('offers the studio’s contacts when it has no trial session', async () => {
    serve({ [CONFIG]: () => json({ studioId: studio.id, benefitId: null }) });
    await renderApp(`${BASE}/1?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'No trial sessions online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +49 30 2345 6780' })).toHaveAttribute('href', 'tel:+493023456780');
  });

  it('shows an error with a retry when the slots cannot be loaded', async () => {
    let failing = true;
    serve({ [SLOTS]: () => (failing ? json({ errorCode: 'BENEFIT_NOT_FOUND', traceId: 't' }, 404) : json([slot()])) });
    await renderApp(`${BASE}/1?locale=en-GB`);
    expect(await screen.findByText('The trial sessions could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Probetraining' })).toBeInTheDocument();
  });
});
