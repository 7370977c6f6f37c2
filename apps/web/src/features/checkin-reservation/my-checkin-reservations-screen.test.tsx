import type { CheckinReservation } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../lib/intl.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const MINE = '/studio-api/nox/v1/checkinreservations';
const HOUR = 60 * 60_000;
const BERLIN = { id: 1210001001, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' };

function reservation(id: string, hoursAhead: number, overrides: Partial<CheckinReservation> = {}): CheckinReservation {
  const start = Date.now() + hoursAhead * HOUR;
  return {
    id,
    slotId: 7,
    status: 'RESERVED',
    usageDate: localDayOf(new Date(start), 'Europe/Berlin'),
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 1.5 * HOUR).toISOString(),
    lastPossibleCheckinDateTime: new Date(start + 0.5 * HOUR).toISOString(),
    studio: BERLIN,
    reservedAt: new Date().toISOString(),
    canceledAt: null,
    cancelable: hoursAhead > 0,
    ...overrides,
  };
}

function dateOf(item: CheckinReservation): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Europe/Berlin' }).format(
    new Date(item.startTime),
  );
}

const upcoming = reservation('5a0c6f4e-2b7d-4c1a-9e3f-8d6b5a4c3e21', 50);
const past = reservation('6a0c6f4e-2b7d-4c1a-9e3f-8d6b5a4c3e22', -100);
const cancelled = reservation('7a0c6f4e-2b7d-4c1a-9e3f-8d6b5a4c3e23', 150, { status: 'CANCELED', cancelable: false });

setUpScreenTests();

describe('my check-in reservations', () => {
  it('lists the upcoming reservation and cancels it after asking', async () => {
    let list = [past, upcoming, cancelled];
    const fetch = installFakeServer({
      '/v1/me/info': () => json(connectedUser()),
      [MINE]: () => json(list),
      [`${MINE}/${upcoming.id}/cancel`]: () => {
        const done = { ...upcoming, status: 'CANCELED' as const, cancelable: false };
        list = [past, done, cancelled];
        return json(done);
      },
    });
    await renderApp('/me/checkin-reservations?locale=en-GB');

    const card = (await screen.findByRole('heading', { name: dateOf(upcoming) })).closest('li') as HTMLElement;
    expect(within(card).getByText('Reserved')).toBeInTheDocument();
    expect(within(card).getByText(BERLIN.name)).toBeInTheDocument();
    expect(within(card).getByText(/^Please check in by /)).toBeInTheDocument();
    expect(card.parentElement?.children).toHaveLength(1);

    await userEvent.click(within(card).getByRole('button', { name: /^Cancel reservation / }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    expect(within(dialog).getByText(/Your place becomes free for other members/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Your reservation is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You have no upcoming check-in reservations.')).toBeInTheDocument());
    const request = fetch.mock.calls.find(([url]) => String(url).includes('/cancel'));
    expect(request?.[1]?.method).toBe('POST');
  });

  it('shows past and cancelled reservations under Past, without a cancel button', async () => {
    installFakeServer({ '/v1/me/info': () => json(connectedUser()), [MINE]: () => json([past, cancelled]) });
    await renderApp('/me/checkin-reservations?locale=en-GB');
    expect(await screen.findByText('You have no upcoming check-in reservations.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const pastCard = (await screen.findByRole('heading', { name: dateOf(past) })).closest('li') as HTMLElement;
    expect(within(pastCard).getByText('Over')).toBeInTheDocument();
    const cancelledCard = screen.getByRole('heading', { name: dateOf(cancelled) }).closest('li') as HTMLElement;
    expect(within(cancelledCard).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel reservation/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the reservations cannot be loaded', async () => {
    let failing = true;
    installFakeServer({
      '/v1/me/info': () => json(connectedUser()),
      [MINE]: () => (failing ? json({ errorCode: 'NOT_CONNECTED_TO_TENANT', traceId: 't' }, 403) : json([])),
    });
    await renderApp('/me/checkin-reservations?locale=en-GB');
    expect(await screen.findByText('Your reservations could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no upcoming check-in reservations.')).toBeInTheDocument();
  });

  it('leads to the slots of each connected studio that takes reservations', async () => {
    installFakeServer({
      '/v1/me/info': () => json(connectedUser()),
      [MINE]: () => json([]),
      '/studio-api/nox/public/v1/menu/active': () => json(['COURSES', 'CHECKIN_RESERVATION']),
    });
    await renderApp('/me/checkin-reservations?locale=en-GB');
    const link = await screen.findByRole('link', { name: 'Reserve a time slot at Kraftwerk Berlin Mitte' });
    expect(link).toHaveAttribute('href', `${studioPath(berlinStudio().studioUuid)}/checkin-reservation?locale=en-GB`);
  });

  it('offers no reservation where the connected studio takes none', async () => {
    installFakeServer({
      '/v1/me/info': () => json(connectedUser()),
      [MINE]: () => json([]),
      '/studio-api/nox/public/v1/menu/active': () => json(['COURSES']),
    });
    await renderApp('/me/checkin-reservations?locale=en-GB');
    expect(await screen.findByText('You have no upcoming check-in reservations.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Reserve a time slot/ })).not.toBeInTheDocument();
  });
});
