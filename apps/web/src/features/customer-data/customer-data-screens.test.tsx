import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const AMENDMENT_ID = '4a6b2c1e-2a4b-4c6d-8e9f-0a1b2c3d4e51';
const NEW_IBAN = 'DE02120300000000202051';

type Policy = 'IMMEDIATE' | 'APPROVAL' | 'LOCKED';

const ADDRESS = {
  street: 'Torstraße',
  houseNumber: '12',
  addressSupplement: null,
  zip: '10119',
  city: 'Berlin',
  countryCode: 'DE',
  provinceCode: null,
};

const PAYMENT = {
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  accountHolder: 'Lena Vogel',
  mandateReference: 'KW-MANDATE-0042',
};

const PENDING_PAYMENT = {
  id: AMENDMENT_ID,
  group: 'PAYMENT',
  status: 'PENDING',
  requestedAt: '2026-11-20T09:30:00Z',
  values: { iban: NEW_IBAN, accountHolder: 'Lena Vogel' },
};

function answer<T>(data: T, policy: Policy, pending: unknown = null) {
  return { data, policy, documentRequired: false, pending };
}

function serve(
  routes: Record<string, Route>,
  permissions: readonly CustomerCenterPermission[] = CUSTOMER_CENTER_PERMISSIONS,
) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions }),
    ...routes,
  });
}

function postedBody(fetch: ReturnType<typeof serve>, path: string) {
  const call = fetch.mock.calls.find(([url, init]) => String(url).includes(path) && init?.method === 'POST');
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

async function panel(name: string) {
  return within(await screen.findByRole('tabpanel', { name }));
}

describe('/customer', () => {
  it('opens the first group the member may read', async () => {
    serve(
      { [`${NOX}/addressdata`]: () => json(answer(ADDRESS, 'IMMEDIATE')) },
      CUSTOMER_CENTER_PERMISSIONS.filter((permission) => permission !== 'CUSTOMER_CENTER_PERSONAL_ACTIVE_READ'),
    );
    const { router } = await renderApp('/customer?locale=en-GB');
    expect(await screen.findByRole('tab', { name: 'Address', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/address');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the overview when no group may be read', async () => {
    serve({}, ['CUSTOMER_CENTER']);
    const { router } = await renderApp('/customer?locale=en-GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Self-service' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/selfservice/overview');
  });
});

describe('member data screens', () => {
  it('applies an address change at once and shows the new address', async () => {
    let address = ADDRESS;
    const fetch = serve({
      [`${NOX}/addressdata`]: async (request) => {
        if (request.method === 'POST') address = await request.json();
        return json(answer(address, 'IMMEDIATE'));
      },
    });
    await renderApp('/customer/address?locale=en-GB');
    const address1 = await panel('Address');
    expect(await address1.findByText('Torstraße')).toBeInTheDocument();
    await userEvent.click(address1.getByRole('button', { name: 'Change' }));

    const form = within(screen.getByRole('form', { name: 'Change Address' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Street' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Street' }), 'Kastanienallee');
    await userEvent.clear(form.getByRole('textbox', { name: 'House number' }));
    await userEvent.type(form.getByRole('textbox', { name: 'House number' }), '7');
    await userEvent.click(form.getByRole('button', { name: 'Send change' }));

    expect(await screen.findByText('Your address is saved.')).toBeInTheDocument();
    expect(await address1.findByText('Kastanienallee')).toBeInTheDocument();
    expect(postedBody(fetch, '/addressdata')).toEqual({ ...ADDRESS, street: 'Kastanienallee', houseNumber: '7' });
  });

  it('says what is missing before sending', async () => {
    const fetch = serve({ [`${NOX}/addressdata`]: () => json(answer(ADDRESS, 'IMMEDIATE')) });
    await renderApp('/customer/address?locale=en-GB');
    await userEvent.click(await (await panel('Address')).findByRole('button', { name: 'Change' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send change' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    expect(postedBody(fetch, '/addressdata')).toBeUndefined();
  });

  it('requests a payment change, shows it pending, and withdraws it after confirming', async () => {
    let pending: typeof PENDING_PAYMENT | null = null;
    const fetch = serve({
      [`${NOX}/paymentdata`]: (request) => {
        if (request.method === 'POST') pending = PENDING_PAYMENT;
        return json(answer(PAYMENT, 'APPROVAL', pending));
      },
      [`${NOX}/amendments/${AMENDMENT_ID}/withdraw`]: () => {
        const withdrawn = { ...PENDING_PAYMENT, status: 'WITHDRAWN' };
        pending = null;
        return json(withdrawn);
      },
      '/studio-api/nox/v1/bankaccount/converttobicandname': () =>
        json({ iban: NEW_IBAN, bic: 'MARKDEF1120', bankName: 'Deutsche Kreditbank Berlin' }),
    });
    await renderApp('/customer/payment?locale=en-GB');
    const payment = await panel('Payment details');
    expect(await payment.findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    await userEvent.click(payment.getByRole('button', { name: 'Change' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), NEW_IBAN.toLowerCase());
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('DE02 1203 0000 0000 2020 51');
    expect(await screen.findByText('Bank: Deutsche Kreditbank Berlin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /SEPA direct debit mandate/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send change' }));

    expect(
      await payment.findByText('Change requested on 20 Nov 2026: waiting for the studio’s approval'),
    ).toBeInTheDocument();
    expect(payment.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    expect(payment.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(postedBody(fetch, '/paymentdata')).toEqual({
      iban: NEW_IBAN,
      accountHolder: 'Lena Vogel',
      sepaAgreementAccepted: true,
    });

    await userEvent.click(payment.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the change request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await payment.findByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(payment.queryByText(/Change requested on/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`/amendments/${AMENDMENT_ID}/withdraw`))).toBe(true);
  });

  it('keeps the request when the member changes their mind in the dialog', async () => {
    const fetch = serve({ [`${NOX}/paymentdata`]: () => json(answer(PAYMENT, 'APPROVAL', PENDING_PAYMENT)) });
    await renderApp('/customer/payment?locale=en-GB');
    await userEvent.click(await (await panel('Payment details')).findByRole('button', { name: 'Withdraw request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep request' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw the change request?' })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/withdraw'))).toBe(false);
  });

  it('sends a personal-data change with the proof the studio asks for', async () => {
    const personal = {
      firstName: 'Lena',
      lastName: 'Vogel',
      dateOfBirth: '1990-04-12',
      gender: 'FEMALE',
      placeOfBirth: null,
      countryOfBirth: null,
      taxId: null,
    };
    const fetch = serve({
      [`${NOX}/personaldata`]: () => json({ ...answer(personal, 'APPROVAL'), documentRequired: true }),
      [`${NOX}/personaldata/documenttypes`]: () => json([{ code: 'ID_CARD', name: 'Marriage certificate or ID card' }]),
    });
    await renderApp('/customer/personal?locale=en-GB');
    const panelOf = await panel('Personal details');
    expect(await panelOf.findByText('12 Apr 1990')).toBeInTheDocument();
    await userEvent.click(panelOf.getByRole('button', { name: 'Change' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Berger');
    await userEvent.click(screen.getByRole('button', { name: 'Send change' }));
    expect(await screen.findByText('Please add the proof.')).toBeInTheDocument();

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Kind of proof' }),
      'Marriage certificate or ID card',
    );
    const proof = new File(['%PDF-1.4'], 'urkunde.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose file'), proof);
    expect(await screen.findByText('urkunde.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send change' }));

    await waitFor(() => expect(postedBody(fetch, '/personaldata')).toBeDefined());
    expect(postedBody(fetch, '/personaldata')).toEqual({
      ...personal,
      lastName: 'Berger',
      document: { type: 'ID_CARD', fileName: 'urkunde.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=' },
    });
  });

  it('offers no change of a locked group and sends the member to the front desk', async () => {
    serve({
      [`${NOX}/contactdata`]: () =>
        json(
          answer(
            {
              email: 'lena.vogel@example.com',
              phoneMobile: '+49 170 1234567',
              phonePrivate: null,
              phoneBusiness: null,
            },
            'LOCKED',
          ),
        ),
    });
    await renderApp('/customer/contact?locale=en-GB');
    const contact = await panel('Contact details');
    expect(await contact.findByText('+49 170 1234567')).toBeInTheDocument();
    expect(
      contact.getByText('Your studio changes this data for you: please ask at the front desk.'),
    ).toBeInTheDocument();
    expect(contact.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('shows a server error code in the member’s language', async () => {
    serve({
      [`${NOX}/contactdata`]: (request) =>
        request.method === 'POST'
          ? json({ errorCode: 'CUSTOMER_DATA_CHANGE_PENDING', errorMessage: 'pending', traceId: 't' }, 409)
          : json(
              answer(
                { email: 'lena.vogel@example.com', phoneMobile: null, phonePrivate: null, phoneBusiness: null },
                'APPROVAL',
              ),
            ),
    });
    await renderApp('/customer/contact?locale=de-DE');
    await userEvent.click(await (await panel('Kontaktdaten')).findByRole('button', { name: 'Ändern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderung senden' }));
    expect(
      await screen.findByText(
        'Eine Änderung dieser Daten wartet bereits auf das Studio. Bitte ziehen Sie sie zuerst zurück.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error when the data cannot be loaded', async () => {
    serve({
      [`${NOX}/personaldata`]: () => json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'x', traceId: 't' }, 500),
    });
    await renderApp('/customer/personal?locale=en-GB');
    expect(await screen.findByText('Your details could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
