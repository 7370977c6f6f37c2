import type { CheckinReservation, CheckinSlot } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../lib/intl.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const studio = berlinStudio();
const SLOTS = `/studio-api/nox/public/v1/studios/${studio.id}/checkinreservation`;
const RESERVE = `/studio-api/nox/v1/studios/${studio.id}/checkinreservation`;
const OWN = `/studio-api/nox/v1/studios/${studio.id}/checkinreservations`;
const BASE = `/studio/${studio.studioUuid}/checkin-reservation`;
const HOUR = 60 * 60_000;
/**
 * Tomorrow at 08:00 UTC (09:00 or 10:00 in Berlin), so every slot lies on one day of the strip whatever the time of the
 * test: a slot a day from now ran past midnight when the test ran late in the evening.
 */
const TOMORROW = Date.parse(
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() + 24 * HOUR)}T08:00:00Z`,
);

function slot(id: number, hoursLater: number, freePlaces: number): CheckinSlot {
  const start = TOMORROW + hoursLater * HOUR;
  return {
    id,
    studioId: studio.id,
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 1.5 * HOUR).toISOString(),
    capacity: 20,
    freePlaces,
  };
}

const OPEN = slot(7, 0, 12);
const FULL = slot(8, 0.1, 0);

function reservationOf(chosen: CheckinSlot): CheckinReservation {
  return {
    id: '5a0c6f4e-2b7d-4c1a-9e3f-8d6b5a4c3e21',
    slotId: chosen.id,
    status: 'RESERVED',
    usageDate: localDayOf(chosen.startDateTime, 'Europe/Berlin'),
    startTime: chosen.startDateTime,
    endTime: chosen.endDateTime,
    lastPossibleCheckinDateTime: new Date(Date.parse(chosen.startDateTime) + 0.5 * HOUR).toISOString(),
    studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
    reservedAt: new Date().toISOString(),
    canceledAt: null,
    cancelable: true,
  };
}

function time(instant: string, end?: string): string {
  const format = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return end ? format.formatRange(new Date(instant), new Date(end)) : format.format(new Date(instant));
}

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    [SLOTS]: () => json([OPEN, FULL]),
    ...routes,
  });
}

function asMember(routes: Record<string, Route>) {
  return serve({
    '/v1/me/info': () => json(connectedUser()),
    '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
    ...routes,
  });
}

const slotRow = async (chosen: CheckinSlot) =>
  (await screen.findByText(time(chosen.startDateTime, chosen.endDateTime), { selector: 'p' })).closest(
    'li',
  ) as HTMLElement;

setUpScreenTests();

describe('check-in reservation', () => {
  it('shows the day strip and the slots with their free places, and sends a guest to log in', async () => {
    serve({});
    const { router } = await renderApp(`${BASE}?locale=en-GB`);

    expect(await screen.findByRole('radiogroup', { name: 'Choose the day' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    const open = await slotRow(OPEN);
    expect(within(open).getByText('Free places: 12')).toBeInTheDocument();
    const full = await slotRow(FULL);
    expect(within(full).getByRole('button', { name: /^Choose / })).toBeDisabled();

    await userEvent.click(within(open).getByRole('button', { name: /^Choose / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'));
  });

  it('says when a day has no slots left', async () => {
    serve({ [SLOTS]: () => json([]) });
    await renderApp(`${BASE}?locale=en-GB`);
    expect(await screen.findByText('There are no more time slots on this day.')).toBeInTheDocument();
  });

  it('lets a member choose a slot, reserve it after confirming, and shows the confirmation', async () => {
    let reserved = false;
    const fetch = asMember({
      [OWN]: () => json(reserved ? [reservationOf(OPEN)] : []),
      [RESERVE]: () => {
        reserved = true;
        return json(reservationOf(OPEN));
      },
    });
    const { router } = await renderApp(`${BASE}?locale=en-GB`);

    await userEvent.click(within(await slotRow(OPEN)).getByRole('button', { name: /^Choose / }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/${OPEN.id}`));
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this time slot?' });
    expect(within(dialog).getByText(new RegExp(`${studio.name}`))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reserve' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/${OPEN.id}/success`));
    expect(await screen.findByText(`Your place at ${studio.name} is reserved.`)).toBeInTheDocument();
    expect(screen.getByText(time(OPEN.startDateTime, OPEN.endDateTime))).toBeInTheDocument();
    expect(
      screen.getByText(`Please check in by ${time(reservationOf(OPEN).lastPossibleCheckinDateTime)}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My check-in reservations' })).toHaveAttribute(
      'href',
      '/me/checkin-reservations?locale=en-GB',
    );
    const request = fetch.mock.calls.find(([url, init]) => String(url).includes(RESERVE) && init?.method === 'POST');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ slotId: OPEN.id });
  });

  it('shows the reason in the dialog when the server refuses the reservation', async () => {
    asMember({
      [OWN]: () => json([]),
      [RESERVE]: () => json({ errorCode: 'CHECKIN_SLOT_FULL', errorMessage: 'full', traceId: 't' }, 409),
    });
    await renderApp(`${BASE}/${OPEN.id}?locale=en-GB`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve this time slot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reserve' }));
    expect(
      await within(dialog).findByText('This time slot is fully booked. Please choose another time.'),
    ).toBeInTheDocument();
  });

  it('marks a slot the member has reserved, and says when a slot is gone', async () => {
    asMember({ [OWN]: () => json([reservationOf(OPEN)]) });
    await renderApp(`${BASE}?locale=en-GB`);
    expect(within(await slotRow(OPEN)).getByText('Reserved')).toBeInTheDocument();

    await renderApp(`${BASE}/999?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Time slot not available' })).toBeInTheDocument();
  });
});
