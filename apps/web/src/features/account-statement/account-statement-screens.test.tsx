import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { checkout, MEMBER_CHECKOUT_ID } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const TYPES = '/v2/public/paymentinstruments/availabe-payment-types';
const CREATE = '/v3/checkouts/account-balance';
const EUR = (amount: number) => ({ amount, currency: 'EUR' });

function entry(id: string, text: string, dueDate: string, amount: number, open: boolean) {
  return { id, bookingDate: '2026-09-01', dueDate, text, amount: EUR(amount), open };
}

const STATEMENT = {
  customerCreationDate: '2024-03-01',
  view: 'DETAILED',
  balance: EUR(74.3),
  filterParameters: { startDate: '2025-11-27', endDate: '2026-12-27' },
  bookingEntries: [
    entry('0b7f5e2a-3c4d-4e5f-8a9b-1c2d3e4f5a01', 'Membership fee', '2026-10-18', 49.9, false),
    entry('0b7f5e2a-3c4d-4e5f-8a9b-1c2d3e4f5a02', 'Drinks flat rate', '2026-11-22', 19.9, true),
  ],
};
const BALANCE = { balance: EUR(74.3), openEntries: 3, studioId: 1210001001 };

function serve(
  permissions: readonly CustomerCenterPermission[] = CUSTOMER_CENTER_PERMISSIONS,
  routes: Record<string, Route> = {},
) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions }),
    [`${NOX}/account`]: () => json(STATEMENT),
    [`${NOX}/account/balance`]: () => json(BALANCE),
    [TYPES]: () => json({ currency: 'EUR', paymentTypes: ['CREDIT_CARD', 'SEPA_DIRECT_DEBIT'] }),
    ...routes,
  });
}

const without = (...names: CustomerCenterPermission[]) =>
  CUSTOMER_CENTER_PERMISSIONS.filter((name) => !names.includes(name));

function queriesTo(fetch: ReturnType<typeof serve>, pathname: string): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.search);
}

describe('the account statement', () => {
  it('shows the open balance and each entry with its due date and state', async () => {
    serve();
    await renderApp('/account?locale=en-GB');
    const balance = await screen.findByRole('region', { name: 'Open balance' });
    expect(within(balance).getByText('€74.30')).toBeInTheDocument();
    const entries = within(screen.getByRole('region', { name: 'Booking entries' }));
    const items = entries.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Membership fee')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Due on 18 Oct 2026')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Due on 22 Nov 2026')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
  });

  it('asks again for the due dates the member filters by, and says when none falls within', async () => {
    serve();
    await renderApp('/account?locale=en-GB');
    const form = within(await screen.findByRole('form', { name: 'Filter by due date' }));
    expect(form.getByRole('textbox', { name: 'Due from' })).toHaveValue('27/11/2025');
    const fetch = serve(CUSTOMER_CENTER_PERMISSIONS, {
      [`${NOX}/account`]: () =>
        json({
          ...STATEMENT,
          filterParameters: { startDate: '2026-01-01', endDate: '2026-01-31' },
          bookingEntries: [],
        }),
    });
    await userEvent.clear(form.getByRole('textbox', { name: 'Due from' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Due from' }), '01012026');
    await userEvent.clear(form.getByRole('textbox', { name: 'Due until' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Due until' }), '31012026');
    await userEvent.click(form.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries are due in this period.')).toBeInTheDocument();
    expect(queriesTo(fetch, `${NOX}/account`)).toEqual(['?startDate=2026-01-01&endDate=2026-01-31']);
  });

  it('refuses an end before the start without asking', async () => {
    serve();
    await renderApp('/account?locale=en-GB');
    const form = within(await screen.findByRole('form', { name: 'Filter by due date' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Due until' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Due until' }), '01012025');
    await userEvent.click(form.getByRole('button', { name: 'Show entries' }));
    expect(await form.findByText('The end date cannot be before the start date.')).toBeInTheDocument();
  });

  it('names the months of a summarized statement', async () => {
    serve(without('CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW'), {
      [`${NOX}/account`]: () =>
        json({
          ...STATEMENT,
          view: 'SUMMARIZED',
          bookingEntries: [{ ...entry('2026-11', '2026-11', '2026-11-22', 24.4, true), bookingDate: '2026-11-01' }],
        }),
    });
    await renderApp('/account?locale=en-GB');
    const entries = within(await screen.findByRole('region', { name: 'Booking entries per month' }));
    expect(entries.getByText('November 2026')).toBeInTheDocument();
  });

  it('offers no payment without the balance permission', async () => {
    serve(without('CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED'));
    await renderApp('/account?locale=en-GB');
    expect(await screen.findByRole('region', { name: 'Open balance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay open balance' })).not.toBeInTheDocument();
  });

  it('says when the statement could not be loaded', async () => {
    serve(CUSTOMER_CENTER_PERMISSIONS, { [`${NOX}/account`]: () => json({ errorCode: 'INTERNAL_ERROR' }, 500) });
    await renderApp('/account?locale=en-GB');
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
  });
});

describe('paying the open balance', () => {
  it('leads from "Pay open balance" to the member’s account-balance checkout and its summary', async () => {
    const created = checkout({ type: 'ACCOUNT_BALANCE', total: EUR(74.3) });
    const fetch = serve(CUSTOMER_CENTER_PERMISSIONS, {
      [CREATE]: () => json(created),
      [`/v3/checkouts/${MEMBER_CHECKOUT_ID}`]: () => json(created),
    });
    const { router } = await renderApp('/account?locale=en-GB');
    await userEvent.click(await screen.findByRole('link', { name: 'Pay open balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/balance'));
    expect(await screen.findByText('Open balance: €74.30 (open entries: 3)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.search).toContain(`checkout=${MEMBER_CHECKOUT_ID}`));
    expect(await requestTo(fetch, CREATE)?.json()).toEqual({
      studioId: 1210001001,
      paymentMethod: 'CREDIT_CARD',
      locale: 'en-GB',
      expectedTotal: EUR(74.3),
      returnTo: {
        success: '/account/success/{checkoutId}?locale=en-GB',
        cancel: '/account/cancel/{checkoutId}?locale=en-GB',
        failure: '/account/failure/{checkoutId}?locale=en-GB',
      },
    });
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    serve(CUSTOMER_CENTER_PERMISSIONS, { [`${NOX}/account/balance`]: () => json({ ...BALANCE, balance: EUR(0) }) });
    await renderApp('/account/balance?locale=en-GB');
    expect(await screen.findByText('Your account has no open balance.')).toBeInTheDocument();
  });
});

describe('the account tile of the self-service overview', () => {
  it('shows the open balance and leads to the statement', async () => {
    serve();
    await renderApp('/selfservice/overview?locale=en-GB');
    const tiles = within(await screen.findByRole('list', { name: 'Self-service' }));
    const tile = (await tiles.findByRole('heading', { level: 2, name: 'Account' })).closest('a') as HTMLElement;
    expect(await within(tile).findByText('€74.30 open')).toBeInTheDocument();
    expect(tile).toHaveAttribute('href', '/account?locale=en-GB');
  });

  it('is not shown without a view of the account', async () => {
    serve(without('CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW', 'CUSTOMER_CENTER_ACCOUNT_SUMMARIZED_VIEW'));
    await renderApp('/selfservice/overview?locale=en-GB');
    const tiles = within(await screen.findByRole('list', { name: 'Self-service' }));
    expect(tiles.queryByRole('heading', { level: 2, name: 'Account' })).not.toBeInTheDocument();
  });
});
