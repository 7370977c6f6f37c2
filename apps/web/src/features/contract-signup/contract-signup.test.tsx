import type { ContractOffer, ContractPublicConfig } from '@motus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import type { SignupDraft } from './signup-draft.ts';

// jsdom draws no images: the PNG the sign call gets is a stand-in.
vi.mock('../../ui/signature.ts', async (original) => ({
  ...(await original<typeof import('../../ui/signature.ts')>()),
  signaturePng: vi.fn(async () => 'data:image/png;base64,c2lnbmVk'),
}));

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}/contract`;
const NOX = '/studio-api/nox/public/v1';
const SIGN = `${NOX}/contract/sign`;

function period(value: number, unit: 'MONTH' | 'YEAR' = 'MONTH') {
  return { value, unit };
}

const TERM = {
  id: 71,
  name: '12 months',
  price: { amount: 29.9, currency: 'EUR' },
  paymentFrequency: period(1),
  minimumTerm: period(12),
  renewalPeriod: period(1),
  noticePeriod: period(1),
  startRule: 'FIRST_OF_NEXT_MONTH' as const,
  preuseAllowed: true,
  contractStartDate: '2030-01-01',
  contractStartDateOfUse: '2029-12-15',
  flatFees: [{ kind: 'JOINING_FEE' as const, name: 'Joining fee', price: { amount: 19, currency: 'EUR' } }],
};

const OFFER: ContractOffer = {
  id: 7,
  studioId: studio.id,
  name: 'Premium',
  description: 'All classes, all day',
  benefitKinds: ['COURSE'],
  terms: [TERM],
  lowestTerm: TERM,
  modules: [
    {
      id: 3,
      name: 'Drinks flat',
      description: 'Water and isotonic drinks',
      price: { amount: 5, currency: 'EUR' },
      paymentFrequency: period(1),
      minimumTerm: period(1),
      renewalPeriod: period(1),
      noticePeriod: period(1),
    },
  ],
  validPeriodDto: { startDate: '2025-01-01', endDate: null },
};

const CONFIG: ContractPublicConfig = {
  studioId: studio.id,
  countryCode: 'DE',
  currency: 'EUR',
  minimumAge: 18,
  taxIdRequired: false,
  documentRequired: false,
  paymentMethods: ['SEPA'],
  onlineCancellationEnabled: true,
};

function serve(routes: Record<string, Route> = {}) {
  return installFakeServer({
    [`${NOX}/studios/${studio.id}`]: () => json(studio),
    [`${NOX}/contractoffer`]: () => json([OFFER]),
    [`${NOX}/contractoffer/customercenter/config/public`]: () => json(CONFIG),
    [`${NOX}/contractoffer/7/studio/${studio.id}/sepa/agreement`]: () =>
      json({
        tenant: 'kraftwerk',
        studioId: studio.id,
        creditorName: 'Kraftwerk GmbH',
        creditorIdentifier: 'DE98ZZZ09999999999',
        creditorAddress: 'Torstraße 112, 10119 Berlin',
        mandateText: 'I authorise Kraftwerk GmbH to collect payments from my account by direct debit.',
        locale: 'en-GB',
      }),
    [`${NOX}/bankaccount/converttobicandname`]: () =>
      json({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' }),
    [`${NOX}/pre/contract/sign/condition`]: () =>
      json([{ id: 'data', text: 'My data may be used for the contract.', required: true }]),
    [`${NOX}/contract/sign/condition`]: () => json([{ id: 'terms', text: 'I accept the terms.', required: true }]),
    [`${NOX}/contract/preview`]: () =>
      new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    [SIGN]: () =>
      json({
        contractId: 'c-1',
        contractNumber: 'V-1001',
        customerNumber: 'K-2002',
        startDate: '2030-01-01',
        mandateReference: 'MR-1',
      }),
    ...routes,
  });
}

async function requestsTo(fetch: ReturnType<typeof serve>, pathname: string) {
  const requests = fetch.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => new URL(request.url).pathname === pathname);
  return Promise.all(requests.map((request) => request.json()));
}

/** A sign-up filled in up to the sign step, as the earlier steps leave it in session storage. */
function storeFilledDraft() {
  const draft: SignupDraft = {
    termId: 71,
    moduleIds: [],
    acceptedConditionIds: ['data', 'terms'],
    personal: {
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      phone: '',
      dateOfBirth: '1990-01-01',
      gender: '',
      placeOfBirth: '',
      taxId: '',
      documentType: '',
      documentNumber: '',
    },
    address: { street: 'Torstraße', houseNumber: '1', zip: '10119', city: 'Berlin', provinceCode: '' },
    payment: {
      method: 'SEPA',
      iban: 'DE89370400440532013000',
      bic: '',
      accountHolder: 'Max Muster',
      sepaAgreementAccepted: true,
    },
  };
  window.sessionStorage.setItem('contract-signup-draft', JSON.stringify(draft));
}

async function signByTypedName(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Type name' }));
  await user.type(screen.getByLabelText(/Your full name as signature/), 'Max Muster');
  const sign = screen.getByRole('button', { name: 'Sign with obligation to pay' });
  await user.click(sign);
  return sign;
}

setUpScreenTests();

beforeEach(() => {
  window.sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:contract-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => window.sessionStorage.clear());

describe('the contract offers screen', () => {
  it('lists the offers with their terms and starts the sign-up of the chosen term', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = await renderApp(`${BASE}?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Premium', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('€29.90 per month')).toBeInTheDocument();
    expect(screen.getByText('Minimum term: 12 months')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose Premium, 12 months' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/personal`));
  });

  it('says so when the studio sells none online', async () => {
    serve({ [`${NOX}/contractoffer`]: () => json([]) });
    await renderApp(`${BASE}?locale=en-GB`);
    expect(await screen.findByText('This studio does not sell memberships online at the moment.')).toBeInTheDocument();
  });
});

describe('the contract sign-up', () => {
  it('sends a step asked before its predecessors are filled in back to the first step', async () => {
    serve();
    const { router } = await renderApp(`${BASE}/71/payment?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/personal`));
  });

  it('refuses a prospect under 18', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp(`${BASE}/71/personal?locale=en-GB`);
    const birth = await screen.findByLabelText(/Date of birth/);
    const year = new Date().getFullYear() - 17;
    await user.type(birth, `0101${year}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('walks a visitor from personal data to a signed contract, with one sign call for a double click', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { router } = await renderApp(`${BASE}/71/personal?locale=en-GB`);
    const continueTo = async (step: string) => {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/${step}`));
    };

    await user.type(await screen.findByLabelText(/First name/), 'Max');
    await user.type(screen.getByLabelText(/Last name/), 'Muster');
    await user.type(screen.getByLabelText(/E-mail address/), 'max@example.com');
    await user.type(screen.getByLabelText(/Date of birth/), '01011990');
    await continueTo('address');

    await user.type(await screen.findByLabelText(/Street/), 'Torstraße');
    await user.type(screen.getByLabelText(/House number/), '1');
    await user.type(screen.getByLabelText(/Postcode/), '10119');
    await user.type(screen.getByLabelText(/City/), 'Berlin');
    await continueTo('payment');

    const iban = await screen.findByLabelText(/IBAN/);
    await user.type(iban, 'de89 3704 0044 0532 0130 00');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(await screen.findByText('Bank: Commerzbank (BIC COBADEFFXXX)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Account holder/)).toHaveValue('Max Muster');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the "SEPA direct debit mandate" text block')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I grant the SEPA direct debit mandate'));
    await continueTo('modules');

    await user.click(await screen.findByRole('button', { name: /Drinks flat/ }));
    await continueTo('conditions');

    const boxes = await screen.findAllByLabelText(/I have read and accept this text/);
    for (const box of boxes) await user.click(box);
    await continueTo('sign');

    expect(await screen.findByRole('link', { name: 'Open the contract (PDF)' })).toHaveAttribute(
      'href',
      'blob:contract-preview',
    );
    await user.click(screen.getByRole('button', { name: 'Sign with obligation to pay' }));
    expect(await screen.findByText('This value is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Type name' }));
    await user.type(screen.getByLabelText(/Your full name as signature/), 'Max Muster');
    await user.dblClick(screen.getByRole('button', { name: 'Sign with obligation to pay' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/success`));
    expect(await screen.findByText('Contract number V-1001, starting on 1 Jan 2030.')).toBeInTheDocument();
    const [signed, ...more] = await requestsTo(fetch, SIGN);
    expect(more).toEqual([]);
    expect(signed).toMatchObject({
      studioId: studio.id,
      contractOfferId: 7,
      termId: 71,
      moduleIds: [3],
      acceptedConditionIds: ['data', 'terms'],
      sepaAgreementAccepted: true,
      signature: 'data:image/png;base64,c2lnbmVk',
      customerData: { firstName: 'Max', dateOfBirth: '1990-01-01', countryCode: 'DE', locale: 'en-GB' },
      paymentData: { method: 'SEPA', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Max Muster' },
    });
    expect(signed.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a retry after a failed sign call with the same idempotency key', async () => {
    let attempts = 0;
    const fetch = serve({
      [SIGN]: () => {
        attempts += 1;
        return attempts === 1
          ? json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'Try again', traceId: 't' }, 503)
          : json({
              contractId: 'c',
              contractNumber: 'V-1',
              customerNumber: 'K-1',
              startDate: '2030-01-01',
              mandateReference: null,
            });
      },
    });
    storeFilledDraft();
    const user = userEvent.setup();
    const { router } = await renderApp(`${BASE}/71/sign?locale=en-GB`);
    const sign = await signByTypedName(user);
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(sign);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/success`));
    const [first, second] = await requestsTo(fetch, SIGN);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('asks the member calls for a member of the tenant, who sees what the new contract changes', async () => {
    const fetch = serve({
      '/v1/me/info': () => json(connectedUser()),
      '/studio-api/nox/v1/menu/active': () => json(ALL_MENU_ENTRIES),
      '/studio-api/nox/v1/contract/sign/condition': () => json([]),
      [`${NOX}/contract/upgrade/preview`]: () =>
        json({
          currentContract: { contractId: 'c-0', name: 'Basic', price: { amount: 19.9, currency: 'EUR' } },
          newTerm: TERM,
          startDate: '2030-01-01',
          priceDifference: { amount: 10, currency: 'EUR' },
        }),
      '/v1/contracts/preview': () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
      '/v1/contracts/sign': () =>
        json({
          contractId: 'c',
          contractNumber: 'V-2',
          customerNumber: 'K-2',
          startDate: '2030-01-01',
          mandateReference: null,
        }),
    });
    storeFilledDraft();
    const user = userEvent.setup();
    const { router } = await renderApp(`${BASE}/71/sign?locale=en-GB`);
    expect(
      await screen.findByText('This membership replaces your current Basic. The price changes by €10.00 per period.'),
    ).toBeInTheDocument();
    await signByTypedName(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/71/success`));
    expect(await requestsTo(fetch, '/v1/contracts/sign')).toHaveLength(1);
    expect(await requestsTo(fetch, SIGN)).toEqual([]);
  });
});
