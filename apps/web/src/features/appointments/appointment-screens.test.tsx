import type { FreeSlot, SingleBenefit } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readChosenSlot } from '../../lib/booking-cart.ts';
import { addDays, localDayOf } from '../../lib/intl.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { encodeAppointmentFilter } from './appointment-filter.ts';

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}`;
const PUBLIC_BENEFITS = '/studio-api/nox/public/v1/bookableitems/benefits';
const MEMBER_BENEFITS = '/studio-api/nox/v1/bookableitems/benefits';
const PUBLIC_SLOTS = '/studio-api/nox/public/v3/bookable-items/single-appointment-benefit/7';
const PUBLIC_NEXT = `${PUBLIC_SLOTS}/next-available`;
const HOUR = 60 * 60_000;

function benefit(overrides: Partial<SingleBenefit> = {}): SingleBenefit {
  return {
    id: 7,
    studioId: studio.id,
    zoneId: 'Europe/Berlin',
    name: 'Personal Training',
    description: 'An hour just for you.',
    colorHex: null,
    imageUrl: null,
    category: 'PERSONAL_TRAINING',
    durationMinutes: 60,
    employees: [
      { id: 1, firstName: 'Nora', lastName: 'Becker', photoUrl: null },
      { id: 2, firstName: 'Tobias', lastName: 'Krüger', photoUrl: null },
    ],
    benefitBookingOptionType: 'CONTINGENT',
    priceOrOffer: 0,
    benefitTrialConfigurationId: null,
    bookAheadDays: 21,
    bookUntilMinutes: 120,
    cancellationDeadlineMinutes: 1440,
    bookableWithContingent: null,
    upcomingAppointmentDateTime: null,
    ...overrides,
  };
}

const tomorrow = addDays(localDayOf(new Date(), 'Europe/Berlin'), 1);
const dayAfter = addDays(tomorrow, 1);

/** Slots at 09:00 and 10:00 UTC of a day (10:00 and 11:00 in Berlin in winter). */
function slot(day: string, hour: number, employeeId: number): FreeSlot {
  const start = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  return {
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    employeeId,
    employeeName: employeeId === 1 ? 'Nora Becker' : 'Tobias Krüger',
    latestBookingDateTime: new Date(start.getTime() - 2 * HOUR).toISOString(),
  };
}

function slotsAnswer(overrides: Partial<SingleBenefit> = {}) {
  const today = localDayOf(new Date(), 'Europe/Berlin');
  return {
    benefit: benefit(overrides),
    days: Array.from({ length: 28 }, (_, offset) => {
      const day = addDays(today, offset);
      const slots = day === tomorrow ? [slot(day, 9, 1), slot(day, 10, 2)] : day === dayAfter ? [slot(day, 12, 2)] : [];
      return { day, slots };
    }),
  };
}

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    ...routes,
  });
}

function serveSlots(overrides: Partial<SingleBenefit> = {}, extra: Record<string, Route> = {}) {
  return serve({
    [PUBLIC_SLOTS]: () => json(slotsAnswer(overrides)),
    [PUBLIC_NEXT]: () => json({ day: tomorrow, startDateTime: slot(tomorrow, 9, 1).startDateTime }),
    ...extra,
  });
}

setUpScreenTests();

describe('the appointments list', () => {
  it('shows each benefit with duration, trainers and price or offer state, and links to its slots', async () => {
    serve({
      [PUBLIC_BENEFITS]: () =>
        json([
          benefit(),
          benefit({
            id: 8,
            name: 'Back check',
            durationMinutes: 45,
            employees: [],
            benefitBookingOptionType: 'ONLINE_PAYMENT',
            priceOrOffer: {
              state: 'ONLINE_PAYMENT',
              price: { amount: 39, currency: 'EUR' },
              benefitTrialConfigurationId: null,
            },
          }),
        ]),
    });
    await renderApp(`${BASE}/appointments?locale=en-GB`);

    const card = (await screen.findByRole('heading', { name: 'Personal Training' })).closest('article') as HTMLElement;
    expect(within(card).getByText('60 min')).toBeInTheDocument();
    expect(within(card).getByText('Nora Becker, Tobias Krüger')).toBeInTheDocument();
    // A guest holds no contingent: an appointment booked with one is for members.
    expect(within(card).getByText('Members only')).toBeInTheDocument();
    const check = (await screen.findByRole('heading', { name: 'Back check' })).closest('article') as HTMLElement;
    expect(within(check).getByText('€39.00 per appointment')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose a time Personal Training' })).toHaveAttribute(
      'href',
      expect.stringContaining(`${BASE}/appointment/7`),
    );
  });

  it('says once that a member’s contingent covers a paid appointment, without its price', async () => {
    const backCheck = benefit({
      id: 8,
      name: 'Back check',
      benefitBookingOptionType: 'ONLINE_PAYMENT',
      priceOrOffer: {
        state: 'ONLINE_PAYMENT',
        price: { amount: 39, currency: 'EUR' },
        benefitTrialConfigurationId: null,
      },
      bookableWithContingent: true,
    });
    serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      [MEMBER_BENEFITS]: () => json([backCheck]),
    });
    await renderApp(`${BASE}/appointments?locale=en-GB`);
    const check = (await screen.findByRole('heading', { name: 'Back check' })).closest('article') as HTMLElement;
    expect(within(check).getByText('Covered by your plan')).toBeInTheDocument();
    expect(within(check).queryByText(/39\.00/)).not.toBeInTheDocument();
  });

  it('asks for the member variant when connected, and says so when nothing can be booked', async () => {
    const fetch = serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      [MEMBER_BENEFITS]: () => json([]),
    });
    await renderApp(`${BASE}/appointments?locale=en-GB`);
    expect(
      await screen.findByText('This studio offers no appointments to book online at the moment.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(MEMBER_BENEFITS))).toBe(true);
  });
});

describe('the free slots of an appointment', () => {
  it('starts at the next available day, groups the slots by trainer and keeps day and trainer in the path', async () => {
    serveSlots();
    const { router } = await renderApp(`${BASE}/appointment/7?locale=en-GB`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Training' })).toBeInTheDocument();
    const nora = await screen.findByRole('region', { name: 'Nora Becker' });
    expect(within(nora).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Tobias Krüger' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Tobias Krüger/, pressed: false }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe(
        `${BASE}/appointment/7/{"date":"${tomorrow}","employeeIds":[2]}`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Nora Becker' })).not.toBeInTheDocument());

    const next = screen.getByRole('button', { name: /Free slots: 1$/, pressed: false });
    await userEvent.click(next);
    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toContain(`"date":"${dayAfter}"`));
  });

  it('reads the day and trainers from the path, and falls back to the default for a broken filter', async () => {
    serveSlots();
    const filter = encodeAppointmentFilter({ date: dayAfter, employeeIds: [2] });
    await renderApp(`${BASE}/appointment/7/${filter}?locale=en-GB`);
    const tobias = await screen.findByRole('region', { name: 'Tobias Krüger' });
    expect(within(tobias).getAllByRole('button')).toHaveLength(1);
  });

  it("takes a guest into the booking flow too, whose first step offers the guest's ways to book", async () => {
    serveSlots();
    const { router } = await renderApp(`${BASE}/appointment/7/%7Bbroken?locale=en-GB`);
    const nora = await screen.findByRole('region', { name: 'Nora Becker' });
    await userEvent.click(within(nora).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/booking/appointment/7`));
    expect(readChosenSlot('appointment', 7)).toMatchObject({ employeeName: 'Nora Becker' });
  });

  it('carries the chosen slot into the booking flow for a connected member', async () => {
    serveSlots(
      {},
      {
        '/v1/me/info': () => json(connectedUser()),
        '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
        '/studio-api/nox/v3/bookable-items/single-appointment-benefit/7': () =>
          json(slotsAnswer({ bookableWithContingent: true })),
        '/studio-api/nox/v3/bookable-items/single-appointment-benefit/7/next-available': () =>
          json({ day: tomorrow, startDateTime: slot(tomorrow, 9, 1).startDateTime }),
      },
    );
    const { router } = await renderApp(`${BASE}/appointment/7?locale=en-GB`);
    const nora = await screen.findByRole('region', { name: 'Nora Becker' });
    await userEvent.click(within(nora).getByRole('button', { name: /with Nora Becker/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/booking/appointment/7`));
    expect(readChosenSlot('appointment', 7)).toMatchObject({
      benefitId: 7,
      employeeId: 1,
      employeeName: 'Nora Becker',
      startDateTime: slot(tomorrow, 9, 1).startDateTime,
    });
  });

  it('says so when the benefit does not exist', async () => {
    serve({
      [PUBLIC_SLOTS]: () => notFound('BENEFIT_NOT_FOUND'),
      [PUBLIC_NEXT]: () => notFound('BENEFIT_NOT_FOUND'),
    });
    await renderApp(`${BASE}/appointment/7?locale=en-GB`);
    expect(await screen.findByText('The free slots could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the appointments' })).toBeInTheDocument();
  });
});

describe('the studio select of an appointment', () => {
  it('lists the studios that offer the benefit and links to their own benefit', async () => {
    serve({
      '/v1/public/studios/forfilters': () =>
        json([
          {
            id: studio.id,
            name: 'Kraftwerk Berlin Mitte',
            city: 'Berlin',
            countryCode: 'DE',
            facilityGroup: null,
            benefitId: 7,
          },
          {
            id: 1210001002,
            name: 'Kraftwerk München Schwabing',
            city: 'München',
            countryCode: 'DE',
            facilityGroup: null,
            benefitId: 9,
          },
        ]),
    });
    await renderApp(`${BASE}/appointment/studioselect/7?locale=en-GB`);
    const munich = await screen.findByRole('link', { name: 'Choose Kraftwerk München Schwabing' });
    expect(munich.getAttribute('href')).toMatch(/^\/studio\/[^/]+\/appointment\/9/);
  });
});
