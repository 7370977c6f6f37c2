import type { BenefitAppointment, BookableBenefit } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readChosenSlot } from '../../lib/booking-cart.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const PUBLIC_EVENTS = '/studio-api/nox/public/v2/bookableitems/benefit/studio-events';
const MEMBER_EVENTS = '/studio-api/nox/v2/bookableitems/benefit/studio-events';
const PUBLIC_BENEFIT = '/studio-api/nox/public/v2/bookableitems/benefit/7';
const MEMBER_BENEFIT = '/studio-api/nox/v2/bookableitems/benefit/7';
const BLOCK = '/studio-api/nox/v1/noshowpenalty/isaccessblocked';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}`;

function date(id: number, days: number, overrides: Partial<BenefitAppointment> = {}): BenefitAppointment {
  const start = new Date(Date.now() + days * DAY);
  return {
    id,
    uuid: `6f1c2a9e-3b4d-5e6f-8a7b-${String(id).padStart(12, '0')}`,
    itemType: 'EVENT',
    image: null,
    locations: ['Studio 2'],
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
    stream: null,
    benefitId: 7,
    name: 'Mobility Workshop',
    description: '',
    colorHex: '#0891b2',
    location: 'Studio 2',
    employees: ['Jan Köhler'],
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
    maxParticipants: 14,
    bookedParticipants: 9,
    placesLeft: 5,
    waitingListActive: true,
    maxWaitingListParticipants: 4,
    waitingListParticipants: 0,
    earliestBookingDateTime: new Date(Date.now() - DAY).toISOString(),
    latestBookingDateTime: start.toISOString(),
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    ...overrides,
  };
}

function event(overrides: Partial<BookableBenefit> = {}): BookableBenefit {
  return {
    id: 7,
    itemType: 'EVENT',
    name: 'Mobility Workshop',
    description: 'Two hours for mobile hips.',
    colorHex: '#0891b2',
    image: null,
    category: 'WORKSHOP',
    durationMinutes: 120,
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin', currencyCode: 'EUR' },
    benefitBookingOptionType: 'ONLINE_PAYMENT',
    priceOrOffer: {
      state: 'ONLINE_PAYMENT',
      price: { amount: 29, currency: 'EUR' },
      benefitTrialConfigurationId: null,
    },
    employees: ['Jan Köhler'],
    appointments: [date(71, 3), date(72, 17)],
    ...overrides,
  };
}

const openDay = event({
  id: 8,
  name: 'Open House Day',
  priceOrOffer: { state: 'FREE', benefitTrialConfigurationId: null },
  appointments: [date(81, 2, { benefitId: 8 })],
});
const masterclass = event({
  id: 9,
  name: 'Kettlebell Masterclass',
  priceOrOffer: 0,
  appointments: [date(91, 5, { benefitId: 9, bookedParticipants: 10, maxParticipants: 10, placesLeft: 0 })],
});

function serve(routes: Record<string, Route>) {
  return installFakeServer({ [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio), ...routes });
}

function memberRoutes(blockedUntil: Date | null): Record<string, Route> {
  return {
    '/v1/me/info': () => json(connectedUser()),
    '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
    [BLOCK]: () =>
      json({ accessBlocked: blockedUntil !== null, blockMySportsBookingUntil: blockedUntil?.toISOString() ?? null }),
  };
}

setUpScreenTests();

describe('the events list', () => {
  it('shows each event with its date, place, price or Free, and how full it is', async () => {
    serve({ [PUBLIC_EVENTS]: () => json([openDay, event(), masterclass]) });
    await renderApp(`${BASE}/events?locale=en-GB`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    await screen.findByRole('link', { name: 'Mobility Workshop' });
    expect(within(card('Mobility Workshop')).getByText('€29.00')).toBeInTheDocument();
    expect(within(card('Mobility Workshop')).getByText('Places left: 5')).toBeInTheDocument();
    expect(within(card('Mobility Workshop')).getByText('More dates: 1')).toBeInTheDocument();
    expect(within(card('Mobility Workshop')).getByText('Studio 2')).toBeInTheDocument();
    expect(within(card('Open House Day')).getByText('Free')).toBeInTheDocument();
    // A guest holds no contingent: a place booked with one is for members.
    expect(within(card('Kettlebell Masterclass')).getByText('Members only')).toBeInTheDocument();
    expect(within(card('Kettlebell Masterclass')).getByText('Fully booked, waiting list open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mobility Workshop' })).toHaveAttribute(
      'href',
      `${BASE}/events/7?locale=en-GB`,
    );
  });

  it('says when no event is planned, and asks the member variant for a connected member', async () => {
    const fetch = serve({ ...memberRoutes(null), [MEMBER_EVENTS]: () => json([]) });
    await renderApp(`${BASE}/events?locale=en-GB`);
    expect(await screen.findByText('No events are planned in the coming weeks.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith(PUBLIC_EVENTS))).toBe(false);
  });

  it('tells a member whose contingent covers an event so, instead of its price', async () => {
    const covered = { bookableWithContingent: true, alreadyBooked: false, onWaitingList: false };
    serve({ ...memberRoutes(null), [MEMBER_EVENTS]: () => json([event(covered), { ...masterclass, ...covered }]) });
    await renderApp(`${BASE}/events?locale=en-GB`);
    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    await screen.findByRole('link', { name: 'Mobility Workshop' });
    expect(within(card('Mobility Workshop')).getByText('Covered by your plan')).toBeInTheDocument();
    expect(within(card('Mobility Workshop')).queryByText('€29.00')).not.toBeInTheDocument();
    expect(within(card('Kettlebell Masterclass')).getByText('Covered by your plan')).toBeInTheDocument();
  });

  it('tells a blocked member until when online booking is blocked', async () => {
    const until = new Date(Date.now() + 5 * DAY);
    serve({ ...memberRoutes(until), [MEMBER_EVENTS]: () => json([event()]) });
    await renderApp(`${BASE}/events?locale=en-GB`);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Online booking is blocked')).toBeInTheDocument();
    const shown = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(until);
    expect(within(banner).getByText(new RegExp(`blocked until ${shown}`))).toBeInTheDocument();
  });
});

describe('an event', () => {
  it('shows the event with its dates and carries the chosen date into the booking flow', async () => {
    serve({ [PUBLIC_BENEFIT]: () => json(event()) });
    const { router } = await renderApp(`${BASE}/events/7?locale=en-GB`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mobility Workshop' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/\| Mobility Workshop$/));
    expect(screen.getByText('Two hours for mobile hips.')).toBeInTheDocument();
    expect(screen.getByText('€29.00')).toBeInTheDocument();
    const dates = within(screen.getByRole('region', { name: 'Dates' })).getAllByRole('listitem');
    expect(dates).toHaveLength(2);

    await userEvent.click(within(dates[1] as HTMLElement).getByRole('button', { name: /^Book / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/booking/event/72`));
    expect(router.state.location.search).toBe('?locale=en-GB');
    expect(readChosenSlot('event', 72)).toMatchObject({
      kind: 'event',
      itemId: 72,
      benefitId: 7,
      studioId: studio.id,
      name: 'Mobility Workshop',
      returnPath: `${BASE}/events/7`,
    });
  });

  it('shows the member’s own place and offers the waiting list of a full date', async () => {
    serve({
      ...memberRoutes(null),
      [MEMBER_BENEFIT]: () =>
        json(
          event({
            appointments: [
              date(71, 3, { participantStatus: 'BOOKED', alreadyBooked: true }),
              date(72, 17, { placesLeft: 0, bookedParticipants: 14, participantStatus: null }),
            ],
          }),
        ),
    });
    await renderApp(`${BASE}/events/7?locale=en-GB`);
    const dates = within(await screen.findByRole('region', { name: 'Dates' })).getAllByRole('listitem');
    expect(within(dates[0] as HTMLElement).getByText('Booked')).toBeInTheDocument();
    expect(within(dates[0] as HTMLElement).getByRole('link', { name: 'My bookings' })).toBeInTheDocument();
    expect(within(dates[1] as HTMLElement).getByRole('button', { name: /^Join waiting list / })).toBeEnabled();
  });

  it('lets a blocked member see the dates but not start a booking', async () => {
    serve({ ...memberRoutes(new Date(Date.now() + 2 * DAY)), [MEMBER_BENEFIT]: () => json(event()) });
    await renderApp(`${BASE}/events/7?locale=en-GB`);
    expect(await screen.findByText('Online booking is blocked')).toBeInTheDocument();
    const dates = within(screen.getByRole('region', { name: 'Dates' })).getAllByRole('listitem');
    expect(within(dates[0] as HTMLElement).getByRole('button', { name: /^Book / })).toBeDisabled();
  });

  it('says that an unknown event does not exist, and links back to all events', async () => {
    serve({ [PUBLIC_BENEFIT]: () => notFound('BENEFIT_NOT_FOUND') });
    await renderApp(`${BASE}/events/7?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'This event does not exist (any more).' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', `${BASE}/events?locale=en-GB`);
  });
});
