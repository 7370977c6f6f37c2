import { type Contract, CUSTOMER_CENTER_PERMISSIONS, type ModuleContract } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const CONTRACT_ID = '7d1f5c1e-2a4b-4c6d-8e9f-0a1b2c3d4e51';
const MODULE_ID = '7d1f5c1e-2a4b-4c6d-8e9f-0a1b2c3d4e52';
const month = { value: 1, unit: 'MONTH' } as const;

function drinks(overrides: Partial<ModuleContract> = {}): ModuleContract {
  return {
    id: MODULE_ID,
    contractId: CONTRACT_ID,
    moduleId: 31,
    name: 'Getränke-Flat',
    status: 'ACTIVE',
    price: { amount: 9.9, currency: 'EUR' },
    paymentFrequency: month,
    trialPeriodStartDate: null,
    startDate: '2025-03-01',
    endDate: '2026-12-31',
    contractEndDate: null,
    cancelationDate: null,
    lastPossibleCancelationDate: '2026-11-15',
    pendingCancelation: null,
    ...overrides,
  };
}

function annasContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    contractNumber: 'KW-2025-0042',
    studioId: 1210001001,
    studioName: 'Kraftwerk Berlin Mitte',
    offerName: 'Kraftwerk Premium',
    termName: '12 Monate',
    status: 'ACTIVE',
    price: { amount: 39.9, currency: 'EUR' },
    paymentFrequency: month,
    minimumTerm: { value: 12, unit: 'MONTH' },
    renewalPeriod: month,
    noticePeriod: month,
    paymentMethod: 'SEPA',
    mandateReference: 'KW-MANDATE-0042',
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    contractEndDate: null,
    cancelationDate: null,
    lastPossibleCancelationDate: '2026-11-30',
    preuseDate: null,
    pendingCancelation: null,
    flatFeeContracts: [
      { kind: 'JOINING_FEE', name: 'Aufnahmegebühr', price: { amount: 29, currency: 'EUR' }, startDate: '2025-01-01' },
    ],
    moduleContracts: [drinks()],
    ...overrides,
  };
}

const ENDED = annasContract({
  id: '7d1f5c1e-2a4b-4c6d-8e9f-0a1b2c3d4e53',
  contractNumber: 'KW-2023-0007',
  offerName: 'Kraftwerk Flex',
  termName: 'Monatlich',
  status: 'ENDED',
  startDate: '2023-01-01',
  endDate: '2023-12-31',
  contractEndDate: '2023-12-31',
  moduleContracts: [],
});

function serve(routes: Record<string, Route>, contracts: () => Contract[] = () => [annasContract(), ENDED]) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions: [...CUSTOMER_CENTER_PERMISSIONS] }),
    [`${NOX}/contract`]: () => json(contracts()),
    [`${NOX}/contract/configuration`]: () =>
      json({
        showActiveContracts: true,
        showInactiveContracts: true,
        ordinaryCancelationAllowed: true,
        withdrawalAllowed: true,
      }),
    ...routes,
  });
}

function bodyOf(fetch: ReturnType<typeof serve>, path: string) {
  const call = fetch.mock.calls.find(([url, init]) => String(url).includes(path) && init?.method === 'POST');
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

async function card(name: string) {
  return screen.findByRole('listitem', { name });
}

describe('my contracts', () => {
  it('sends /contract to the current contracts, with terms, fees, dates and the add-on', async () => {
    serve({});
    await renderApp('/contract?locale=en-GB');
    const contract = await card('Kraftwerk Premium – 12 Monate');
    expect(within(contract).getByText('KW-2025-0042')).toBeInTheDocument();
    expect(within(contract).getByText('€39.90 / month')).toBeInTheDocument();
    expect(within(contract).getByText('12 months')).toBeInTheDocument();
    expect(within(contract).getByText('SEPA Direct Debit')).toBeInTheDocument();
    expect(within(contract).getByText('€29.00 from 1 Jan 2025')).toBeInTheDocument();
    expect(within(contract).getByText('30 Nov 2026')).toBeInTheDocument();
    expect(within(await card('Getränke-Flat')).getByText('€9.90 / month')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Kraftwerk Flex – Monatlich' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Current contracts', selected: true })).toBeInTheDocument();
  });

  it('shows ended contracts under past contracts', async () => {
    serve({});
    await renderApp('/contract/current?locale=en-GB');
    await userEvent.click(await screen.findByRole('tab', { name: 'Past contracts' }));
    const ended = await card('Kraftwerk Flex – Monatlich');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
  });

  it('says so when the member holds no contract', async () => {
    serve({}, () => []);
    await renderApp('/contract/current?locale=en-GB');
    expect(await screen.findByText('You have no running contract at the moment.')).toBeInTheDocument();
  });

  it('cancels the contract after a dialog that states the end date', async () => {
    let contracts = [annasContract()];
    const fetch = serve(
      {
        [`${NOX}/contract/${CONTRACT_ID}/cancelationdates`]: () =>
          json([
            { contractEndDate: '2026-12-31', lastPossibleCancelationDate: '2026-11-30' },
            { contractEndDate: '2027-01-31', lastPossibleCancelationDate: '2026-12-31' },
          ]),
        [`${NOX}/contract/${CONTRACT_ID}/ordinarycancelation`]: () => {
          const pendingCancelation = {
            kind: 'ORDINARY' as const,
            reason: null,
            receivedAt: '2026-11-26T10:00:00Z',
            contractEndDate: '2026-12-31',
          };
          contracts = [annasContract({ pendingCancelation, contractEndDate: '2026-12-31' })];
          return json(contracts[0]);
        },
      },
      () => contracts,
    );
    await renderApp('/contract/current?locale=en-GB');
    const contract = await card('Kraftwerk Premium – 12 Monate');
    await userEvent.click(within(contract).getByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel "Kraftwerk Premium – 12 Monate"?' });
    expect(within(dialog).getByText(/your contract ends on 31 Dec 2026/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel it' }));

    expect(await within(contract).findByText(/it ends on 31 Dec 2026/)).toBeInTheDocument();
    expect(bodyOf(fetch, '/ordinarycancelation')).toEqual({ contractEndDate: '2026-12-31' });
    expect(within(contract).queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
  });

  it('keeps the contract when the member changes their mind in the dialog', async () => {
    const fetch = serve({
      [`${NOX}/contract/${CONTRACT_ID}/cancelationdates`]: () =>
        json([{ contractEndDate: '2026-12-31', lastPossibleCancelationDate: '2026-11-30' }]),
    });
    await renderApp('/contract/current?locale=en-GB');
    const contract = await card('Kraftwerk Premium – 12 Monate');
    await userEvent.click(within(contract).getByRole('button', { name: 'Cancel contract' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Cancel "/ })).not.toBeInTheDocument());
    expect(bodyOf(fetch, '/ordinarycancelation')).toBeUndefined();
  });

  it('withdraws a pending cancellation after asking', async () => {
    const pendingCancelation = {
      kind: 'EXTRAORDINARY' as const,
      reason: 'Umzug',
      receivedAt: '2026-11-20T09:30:00Z',
      contractEndDate: '2026-12-31',
    };
    let contracts = [annasContract({ pendingCancelation, contractEndDate: '2026-12-31' })];
    const fetch = serve(
      {
        [`${NOX}/contracts/${CONTRACT_ID}/cancelation-withdrawal`]: () => {
          contracts = [annasContract()];
          return json(contracts[0]);
        },
      },
      () => contracts,
    );
    await renderApp('/contract/current?locale=en-GB');
    const contract = await card('Kraftwerk Premium – 12 Monate');
    expect(within(contract).getByText('Reason: Umzug')).toBeInTheDocument();
    await userEvent.click(within(contract).getByRole('button', { name: 'Withdraw cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the cancellation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(contract).findByRole('button', { name: 'Cancel contract' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cancelation-withdrawal'))).toBe(true);
  });

  it('shows the error in the member’s language when the contracts cannot be loaded', async () => {
    serve({ [`${NOX}/contract`]: () => json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'x', traceId: 't' }, 500) });
    await renderApp('/contract/current?locale=de-DE');
    expect(await screen.findByText('Ihre Verträge konnten nicht geladen werden.')).toBeInTheDocument();
  });
});

describe('add-ons', () => {
  it('lists the booked add-ons and cancels one after naming its end date', async () => {
    const fetch = serve({
      [`${NOX}/modulecontracts/${MODULE_ID}/modulecancelationdates`]: () =>
        json([{ contractEndDate: '2026-12-31', lastPossibleCancelationDate: '2026-11-30' }]),
      [`${NOX}/modulecontracts/${MODULE_ID}/ordinarycancelation`]: () => json(drinks()),
    });
    await renderApp('/additionalmodules?locale=en-GB');
    const module = await card('Getränke-Flat');
    await userEvent.click(within(module).getByRole('button', { name: 'Cancel add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel "Getränke-Flat"?' });
    expect(within(dialog).getByText(/ends on 31 Dec 2026. Your contract continues./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel it' }));
    await waitFor(() => expect(bodyOf(fetch, '/ordinarycancelation')).toEqual({ contractEndDate: '2026-12-31' }));
  });

  it('books an available add-on after a confirm that names price, start and term', async () => {
    const sauna = {
      moduleId: 32,
      contractId: CONTRACT_ID,
      name: 'Sauna',
      description: 'Unbegrenzt saunieren',
      price: { amount: 12, currency: 'EUR' },
      paymentFrequency: month,
      minimumTerm: { value: 3, unit: 'MONTH' },
      noticePeriod: month,
      startDate: '2026-12-01',
    };
    const fetch = serve({
      [`${NOX}/modulecontracts/bookable`]: () => json([sauna]),
      [`${NOX}/modulecontracts/book`]: () => json(drinks({ moduleId: 32, name: 'Sauna' })),
    });
    await renderApp('/additionalmodules?locale=en-GB');
    await userEvent.click(await screen.findByRole('tab', { name: 'Available add-ons' }));
    await userEvent.click(within(await card('Sauna')).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add "Sauna"?' });
    expect(
      within(dialog).getByText('"Sauna" costs €12.00 / month, starts on 1 Dec 2026 and runs for at least 3 months.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add with charge' }));
    await waitFor(() =>
      expect(bodyOf(fetch, '/modulecontracts/book')).toEqual({ moduleId: 32, contractId: CONTRACT_ID }),
    );
    expect(await screen.findByText('"Sauna" is booked.')).toBeInTheDocument();
  });
});
