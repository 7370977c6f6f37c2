import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const PENDING_ID = '4a6b2c1e-2a4b-4c6d-8e9f-0a1b2c3d4e51';

const IDLE_PERIOD = {
  id: '4a6b2c1e-2a4b-4c6d-8e9f-0a1b2c3d4e61',
  startDate: '2026-12-03',
  endDate: '2026-12-16',
  state: 'ACCEPTED',
  requestedAt: '2026-11-20T09:30:00Z',
  rejectionReason: null,
  documentFileName: null,
  cancelable: true,
};

function answer<T>(data: T, pending = false) {
  return {
    data,
    policy: 'APPROVAL',
    documentRequired: false,
    pending: pending
      ? {
          id: PENDING_ID,
          group: 'PAYMENT',
          status: 'PENDING',
          requestedAt: '2026-11-20T09:30:00Z',
          values: { iban: 'DE02120300000000202051' },
        }
      : null,
  };
}

function serve(permissions: readonly CustomerCenterPermission[] = CUSTOMER_CENTER_PERMISSIONS) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions }),
    '/studio-api/nox/v2/customercenter/idleperiod': () => json({ idlePeriod: IDLE_PERIOD }),
    [`${NOX}/personaldata`]: () =>
      json(
        answer({
          firstName: 'Lena',
          lastName: 'Vogel',
          dateOfBirth: '1990-04-12',
          gender: 'FEMALE',
          placeOfBirth: null,
          countryOfBirth: null,
          taxId: null,
        }),
      ),
    [`${NOX}/addressdata`]: () =>
      json(
        answer({
          street: 'Torstraße',
          houseNumber: '12',
          addressSupplement: null,
          zip: '10119',
          city: 'Berlin',
          countryCode: 'DE',
          provinceCode: null,
        }),
      ),
    [`${NOX}/contactdata`]: () =>
      json(
        answer({
          email: 'lena.vogel@example.com',
          phoneMobile: null,
          phonePrivate: null,
          phoneBusiness: null,
        }),
      ),
    [`${NOX}/paymentdata`]: () =>
      json(
        answer(
          {
            iban: 'DE89370400440532013000',
            bic: 'COBADEFFXXX',
            bankName: 'Commerzbank',
            accountHolder: 'Lena Vogel',
            mandateReference: 'KW-MANDATE-0042',
          },
          true,
        ),
      ),
  });
}

async function tiles() {
  const list = await screen.findByRole('list', { name: 'Self-service' });
  return within(list);
}

function tileTitles(list: Awaited<ReturnType<typeof tiles>>) {
  return list.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('self-service overview', () => {
  it('shows a tile with its key fact for everything the permissions allow', async () => {
    serve();
    await renderApp('/selfservice/overview?locale=en-GB');
    const list = await tiles();
    expect(tileTitles(list)).toEqual([
      'Personal details',
      'Address',
      'Contact details',
      'Payment details',
      'Contracts',
      'Idle periods',
      'Account',
      'Consumption credit',
      'Invoices',
      'Add-ons',
    ]);
    expect(await list.findByText('Lena Vogel')).toBeInTheDocument();
    expect(await list.findByText('3 Dec 2026 – 16 Dec 2026')).toBeInTheDocument();
    expect(list.getByRole('link', { name: /^Idle periods/ })).toHaveAttribute('href', '/idleperiods?locale=en-GB');
    expect(await list.findByText('Berlin')).toBeInTheDocument();
    expect(await list.findByText('lena.vogel@example.com')).toBeInTheDocument();
    const payment = (await list.findByText('DE89 •••• •••• 3000')).closest('a');
    expect(payment).toHaveAttribute('href', '/customer/payment?locale=en-GB');
    expect(within(payment ?? document.body).getByText('Change requested')).toBeInTheDocument();
    expect(list.getByRole('link', { name: /^Contracts/ })).toHaveAttribute('href', '/contract/current?locale=en-GB');
    expect(list.getByRole('link', { name: /^Add-ons/ })).toHaveAttribute('href', '/additionalmodules?locale=en-GB');
  });

  it('leaves out the payment tile and tab without PAYMENT_ACTIVE_READ, contracts and idle periods without theirs', async () => {
    const fetch = serve(
      CUSTOMER_CENTER_PERMISSIONS.filter(
        (permission) =>
          permission !== 'CUSTOMER_CENTER_PAYMENT_ACTIVE_READ' &&
          permission !== 'CUSTOMER_CENTER_CONTRACT_SHOW_ACTIVE_CONTRACTS' &&
          permission !== 'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ',
      ),
    );
    await renderApp('/selfservice/overview?locale=en-GB');
    const list = await tiles();
    expect(tileTitles(list)).toEqual([
      'Personal details',
      'Address',
      'Contact details',
      'Account',
      'Consumption credit',
      'Invoices',
      'Add-ons',
    ]);
    await userEvent.click(list.getByRole('link', { name: /^Address/ }));
    expect(await screen.findByRole('tab', { name: 'Address', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal details',
      'Address',
      'Contact details',
    ]);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/paymentdata'))).toBe(false);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('customercenter/idleperiod'))).toBe(false);
  });

  it('sends /selfservice to the overview, replacing the address', async () => {
    serve();
    const { router } = await renderApp('/selfservice?locale=en-GB');
    await tiles();
    expect(router.state.location.pathname).toBe('/selfservice/overview');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('adds Self-service to the account menu of a connected member', async () => {
    serve();
    await renderApp('/selfservice/overview?locale=en-GB');
    await tiles();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Lena Vogel' }));
    expect(screen.getByRole('menuitem', { name: 'Self-service' })).toHaveAttribute(
      'href',
      '/selfservice/overview?locale=en-GB',
    );
  });

  it('leaves Self-service out of the account menu without the customer centre', async () => {
    serve([]);
    await renderApp('/imprint?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Lena Vogel' }));
    await waitFor(() => expect(screen.getByRole('menu')).toBeInTheDocument());
    expect(screen.queryByRole('menuitem', { name: 'Self-service' })).not.toBeInTheDocument();
  });
});
