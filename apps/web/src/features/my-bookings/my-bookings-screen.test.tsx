import type { CalendarItem } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const CURRENT = '/v1/aggregated/calendaritems/current';
const PAST = '/v1/aggregated/calendaritems/history';
const HOUR = 60 * 60_000;

function booking(overrides: Partial<CalendarItem> = {}): CalendarItem {
  const start = Date.now() + 48 * HOUR;
  return {
    id: '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60',
    uuid: '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60',
    itemType: 'COURSE',
    name: 'Vinyasa Flow',
    benefitId: 3,
    appointmentId: 41,
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + HOUR).toISOString(),
    studio: { id: 1210001001, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' },
    location: 'Studio 1',
    employees: ['Mara Vogt'],
    participantStatus: 'BOOKED',
    waitingListPosition: null,
    appointmentStatus: 'PLANNED',
    appointmentMeetingType: 'ON_SITE',
    cancelableUntil: new Date(start - 2 * HOUR).toISOString(),
    ticket: { dateTime: new Date().toISOString(), contingentName: 'Course flat rate' },
    ...overrides,
  };
}

function serve(routes: Record<string, Route>) {
  return installFakeServer({ '/v1/me/info': () => json(connectedUser()), ...routes });
}

setUpScreenTests();

describe('my bookings', () => {
  it('lists upcoming places with their state and cancels one after asking', async () => {
    const booked = booking();
    const waiting = booking({
      id: '1d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f61',
      name: 'Indoor Cycling',
      participantStatus: 'WAITING_LIST',
      waitingListPosition: 2,
    });
    let current = [booked, waiting];
    const fetch = serve({
      [CURRENT]: () => json(current),
      [`/v1/aggregated/calendaritems/${booked.id}`]: () => {
        current = [{ ...booked, participantStatus: 'CANCELED' }, waiting];
        return json({ ...booked, participantStatus: 'CANCELED' });
      },
      [`/studio-api/nox/v1/calendar/${booked.id}/cancelationruleinfo`]: () =>
        json({
          cancelableUntil: booked.cancelableUntil,
          cancellationDeadlineMinutes: 120,
          canCancel: true,
          refundsContingent: true,
        }),
    });

    await renderApp('/me/bookings?locale=en-GB');

    const card = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    expect(within(card).getByText('Course')).toBeInTheDocument();
    expect(within(card).getByText('Studio 1 · Kraftwerk Berlin Mitte')).toBeInTheDocument();
    expect(within(card).getByText('Booked with: Course flat rate')).toBeInTheDocument();
    expect(screen.getByText('Waiting list, position 2')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/you can cancel free of charge until/)).toBeInTheDocument();
    expect(within(dialog).getByText(/The visit goes back to Course flat rate\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    // The cancelled place stays among the upcoming ones, as cancelled, with nothing left to do.
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeInTheDocument());
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const cancel = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(cancel?.[0])).toContain(`/v1/aggregated/calendaritems/${booked.id}`);
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
  });

  it('shows a class the studio called off as such, without actions', async () => {
    serve({ [CURRENT]: () => json([booking({ appointmentStatus: 'CANCELED' })]) });
    await renderApp('/me/bookings?locale=en-GB');
    const card = (await screen.findByRole('heading', { name: 'Vinyasa Flow' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Cancelled by the studio')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when online cancellation has closed instead of offering it', async () => {
    serve({ [CURRENT]: () => json([booking({ cancelableUntil: new Date(Date.now() - HOUR).toISOString() })]) });
    await renderApp('/me/bookings?locale=en-GB');
    expect(await screen.findByText(/Online cancellation closed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the empty states of both tabs', async () => {
    serve({ [CURRENT]: () => json([]), [PAST]: () => json([]) });
    await renderApp('/me/bookings?locale=en-GB');
    expect(await screen.findByText('You have no upcoming bookings.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('You have no past bookings yet.')).toBeInTheDocument();
  });

  it('lists a failure with a retry', async () => {
    serve({ [CURRENT]: () => json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'Boom', traceId: 'x' }, 500) });
    await renderApp('/me/bookings?locale=en-GB');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your bookings could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
