import type { CalendarItem, SlotBookingOption } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseSlot } from '../../lib/booking-cart.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const HOUR = 60 * 60_000;
const studio = berlinStudio();
const PREFIX = `/studio/${studio.studioUuid}`;
const START = new Date(Date.now() + 48 * HOUR);
const END = new Date(START.getTime() + HOUR);
const ITEM_ID = '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60';

const MEMBER_OPTIONS = '/studio-api/nox/v1/bookingoptions/with-trial-contingent-and-offers';
const PUBLIC_OPTIONS = '/studio-api/nox/public/v1/bookingoptions/with-trial-contingent-and-offers';

function option(overrides: Partial<SlotBookingOption>): SlotBookingOption {
  return {
    id: 'contingent-7',
    type: 'CONTINGENT',
    name: 'Course flat rate',
    benefitType: 'FLAT_CONTINGENT',
    contingentId: 7,
    visitsLeft: null,
    unlimited: true,
    validUntil: new Date(Date.now() + 90 * 24 * HOUR).toISOString(),
    trialConfigurationId: null,
    price: null,
    cancelableUntil: new Date(START.getTime() - 2 * HOUR).toISOString(),
    ...overrides,
  };
}

function place(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    id: ITEM_ID,
    uuid: ITEM_ID,
    itemType: 'COURSE',
    name: 'Vinyasa Flow',
    benefitId: 3,
    appointmentId: 41,
    startDateTime: START.toISOString(),
    endDateTime: END.toISOString(),
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
    location: 'Studio 1',
    employees: ['Mara Vogt'],
    participantStatus: 'BOOKED',
    waitingListPosition: null,
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    cancelableUntil: new Date(START.getTime() - 2 * HOUR).toISOString(),
    ticket: { dateTime: new Date().toISOString(), contingentName: 'Course flat rate' },
    ...overrides,
  };
}

function chooseCourse(kind: 'course' | 'trial-session' = 'course') {
  chooseSlot({
    kind,
    itemId: 41,
    benefitId: 3,
    studioId: studio.id,
    name: 'Vinyasa Flow',
    startDateTime: START.toISOString(),
    endDateTime: END.toISOString(),
    employeeName: 'Mara Vogt',
    location: 'Studio 1',
    returnPath: `${PREFIX}/course`,
  });
}

const MENU = [...ALL_MENU_ENTRIES, 'TRIAL_SESSION'];

function serve(routes: Record<string, Route>, member = false) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    '/studio-api/nox/public/v1/menu/active': () => json(MENU),
    '/studio-api/nox/v1/menu/active': () => json(MENU),
    ...(member ? { '/v1/me/info': () => json(connectedUser()) } : {}),
    '/v1/me/masterdata/validate/bookcourse': () => json({ valid: true, errors: [] }),
    ...routes,
  });
}

setUpScreenTests();

describe('the booking flow', () => {
  it('sends a visitor without a chosen slot back to the appointments', async () => {
    serve({});
    const { router } = await renderApp(`${PREFIX}/booking/appointment/5?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PREFIX}/appointments`));
  });

  it('goes straight to the summary with one option, and books the place with its contingent', async () => {
    chooseCourse();
    const fetch = serve(
      {
        [MEMBER_OPTIONS]: () => json([option({})]),
        '/studio-api/nox/v1/calendar/bookcourse': () => json(place()),
        [`/studio-api/nox/v1/calendar/${ITEM_ID}`]: () => json(place()),
      },
      true,
    );
    const { router } = await renderApp(`${PREFIX}/booking/course/41?locale=en-GB`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check and book' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${PREFIX}/booking/course/41/option/contingent-7/summary`);
    expect(screen.getByText('With Mara Vogt')).toBeInTheDocument();
    expect(screen.getByText(/You can cancel free of charge until/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your place is booked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    const booking = fetch.mock.calls.find(([url]) => String(url).includes('/calendar/bookcourse'));
    expect(JSON.parse(String(booking?.[1]?.body)).ticket).toEqual({ bookableItemId: 41, contingentId: 7 });
    expect(window.localStorage.getItem('cart')).toBeNull();
    // The success page knows its place from the booking: it asks for no checkout of that id (which would be a 404).
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/v3/checkouts/'))).toBe(false);
  });

  it('shows a refusal in the member’s language', async () => {
    chooseCourse();
    serve(
      {
        [MEMBER_OPTIONS]: () => json([option({})]),
        '/studio-api/nox/v1/calendar/bookcourse': () =>
          json({ errorCode: 'BOOKING_BLOCKED', errorMessage: 'blocked', traceId: 't' }, 403),
      },
      true,
    );
    await renderApp(`${PREFIX}/booking/course/41/option/contingent-7/summary?locale=en-GB`);
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(/Online booking is blocked for you/)).toBeInTheDocument();
  });

  it('blocks booking while master data is missing, with a link to the profile', async () => {
    chooseCourse();
    serve(
      {
        [MEMBER_OPTIONS]: () => json([option({})]),
        '/v1/me/masterdata/validate/bookcourse': () =>
          json({ valid: false, errors: [{ errorCode: 'MISSING_EMAIL', field: 'email' }] }),
      },
      true,
    );
    await renderApp(`${PREFIX}/booking/course/41/option/contingent-7/summary?locale=en-GB`);
    expect(await screen.findByText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it("reads an event's date with its event, and offers a guest the paid place and the login", async () => {
    chooseSlot({
      kind: 'event',
      itemId: 41,
      benefitId: 3,
      studioId: studio.id,
      name: 'Mobility-Workshop',
      startDateTime: START.toISOString(),
      endDateTime: END.toISOString(),
      location: 'Studio 2',
      returnPath: `${PREFIX}/events/3`,
    });
    const date = {
      id: 41,
      benefitId: 3,
      name: 'Mobility-Workshop',
      location: 'Studio 2',
      employees: ['Mara Vogt'],
      startDateTime: START.toISOString(),
      endDateTime: END.toISOString(),
      maxParticipants: 12,
      bookedParticipants: 4,
      waitingListActive: false,
      waitingListParticipants: 0,
      maxWaitingListParticipants: 0,
    };
    const fetch = serve({
      '/studio-api/nox/public/v2/bookableitems/benefit/3': () =>
        json({ id: 3, name: 'Mobility-Workshop', studio: { id: studio.id }, appointments: [date] }),
      [PUBLIC_OPTIONS]: () =>
        json([
          option({
            id: 'offer-3',
            type: 'OFFER',
            name: 'Mobility-Workshop',
            benefitType: null,
            contingentId: null,
            price: { amount: 29, currency: 'EUR' },
          }),
        ]),
    });
    await renderApp(`${PREFIX}/booking/event/41?locale=en-GB`);

    expect(await screen.findByRole('link', { name: 'Choose Mobility-Workshop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to book with your membership' })).toBeInTheDocument();
    expect(screen.getByText('With Mara Vogt')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/bookableitems/course/'))).toBe(false);
  });

  it('offers a guest the trial and the login, then books it with their contact data', async () => {
    chooseCourse('trial-session');
    const fetch = serve({
      [PUBLIC_OPTIONS]: () => json([option({ id: 'trial', type: 'TRIAL', name: 'Trial session', contingentId: null })]),
      '/studio-api/nox/public/v1/trialsession/lead/config': () =>
        json({ requiredFields: ['PHONE'], confirmWithinMinutes: 1440 }),
      '/studio-api/nox/public/v1/trialsession/book': () =>
        json({
          calendarItemId: ITEM_ID,
          email: 'gast@example.com',
          confirmUntil: START.toISOString(),
          item: place({ confirmUntil: START.toISOString() }),
        }),
      [`/studio-api/nox/public/v1/calendar/${ITEM_ID}`]: () => json(place({ confirmUntil: START.toISOString() })),
    });
    await renderApp(`${PREFIX}/booking/trial-session/41?locale=en-GB`);

    expect(await screen.findByRole('button', { name: 'Log in to book with your membership' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Choose Trial session' }));
    const form = await screen.findByRole('form', { name: 'Your details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Book trial' }));
    expect(await within(form).findAllByText('This value is required')).not.toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^First name/), 'Greta');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Gast');
    await userEvent.type(within(form).getByLabelText(/^E-mail address/), 'gast@example.com');
    await userEvent.type(within(form).getByLabelText(/^Phone number/), '+49 30 1234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Book trial' }));

    expect(await screen.findByText(/We sent a link to gast@example.com/)).toBeInTheDocument();
    const booking = fetch.mock.calls.find(([url]) => String(url).includes('/trialsession/book'));
    expect(String(booking?.[0])).toContain(`studioId=${studio.id}`);
    const payload = JSON.parse(String(booking?.[1]?.body));
    expect(Object.keys(payload).sort()).toEqual(['customerData', 'endDateTime', 'startDateTime']);
    expect(payload.customerData).toMatchObject({
      firstName: 'Greta',
      email: 'gast@example.com',
      phone: '+49 30 1234567',
    });
  });

  it('tells a guest refused by an abuse limit why, in their language', async () => {
    chooseCourse('trial-session');
    serve({
      [PUBLIC_OPTIONS]: () => json([option({ id: 'trial', type: 'TRIAL', name: 'Trial session', contingentId: null })]),
      '/studio-api/nox/public/v1/trialsession/lead/config': () =>
        json({ requiredFields: [], confirmWithinMinutes: 1440 }),
      '/studio-api/nox/public/v1/trialsession/book': () =>
        json(
          {
            errorCode: 'TOO_MANY_REQUESTS',
            errorMessage: 'Too many places of this appointment wait for a payment or confirmation',
            traceId: 't',
            errors: [{ errorCode: 'UNPAID_PLACES_LIMIT', typedArgs: [] }],
          },
          429,
        ),
    });
    await renderApp(`${PREFIX}/booking/trial-session/41/offer/trial/contact?locale=en-GB`);
    const form = await screen.findByRole('form', { name: 'Your details' });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Greta');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Gast');
    await userEvent.type(within(form).getByLabelText(/^E-mail address/), 'gast@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Book trial' }));
    expect(
      await within(form).findByText(
        'Many places of this class are waiting for a payment or confirmation right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('confirms a guest place from the mailed link', async () => {
    serve({ [`/studio-api/nox/public/v1/benefit-trial/confirm/${ITEM_ID}`]: () => json(place()) });
    await renderApp(`${PREFIX}/booking/course/41/confirm/${ITEM_ID}?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your place is confirmed' })).toBeInTheDocument();
  });

  it('says when a confirmation link is unknown or expired', async () => {
    serve({});
    await renderApp(`${PREFIX}/booking/course/41/confirm/${ITEM_ID}?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
  });
});
