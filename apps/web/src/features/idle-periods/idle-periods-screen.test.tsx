import { CUSTOMER_CENTER_PERMISSIONS } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const PLANNED_ID = '5b7c3d2f-3b5c-4d7e-9fa0-1b2c3d4e5f61';
const REQUESTED_ID = '5b7c3d2f-3b5c-4d7e-9fa0-1b2c3d4e5f62';

function period(id: string, overrides: Record<string, unknown>) {
  return {
    id,
    requestedAt: '2029-11-20T09:30:00Z',
    rejectionReason: null,
    documentFileName: null,
    cancelable: false,
    ...overrides,
  };
}

const PLANNED = period(PLANNED_ID, {
  startDate: '2030-01-10',
  endDate: '2030-01-23',
  state: 'ACCEPTED',
  cancelable: true,
});
const REQUESTED = period(REQUESTED_ID, {
  startDate: '2030-02-10',
  endDate: '2030-02-20',
  state: 'PENDING',
  documentFileName: 'attest.pdf',
  cancelable: true,
});
const REJECTED = period('5b7c3d2f-3b5c-4d7e-9fa0-1b2c3d4e5f63', {
  startDate: '2029-06-01',
  endDate: '2029-06-14',
  state: 'REJECTED',
  rejectionReason: 'No proof',
});

function serve({ verificationRequired = true, createVisible = true, routes = {} as Record<string, Route> } = {}) {
  let current = [PLANNED, REQUESTED];
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions: CUSTOMER_CENTER_PERMISSIONS }),
    [`${NOX}/idleperiods`]: () => json({ current, past: [REJECTED] }),
    [`${NOX}/idleperiod/config`]: () =>
      json({ createAllowed: true, verificationRequired, earliestPossibleStartDate: '2030-01-02' }),
    [`${NOX}/idleperiod/datelimitations`]: () =>
      json({
        minDate: '2030-01-02',
        maxDate: '2030-04-01',
        firstPossibleStartDate: '2030-01-02',
        minimumLengthDays: 7,
        maximumLengthMonths: 3,
      }),
    [`${NOX}/idleperiod/iscreatebuttonvisible`]: () => json({ visible: createVisible }),
    [`${NOX}/idleperiod`]: async (request) => {
      const body = await request.json();
      return json(period(PLANNED_ID, { ...body, document: undefined, state: 'PENDING', cancelable: true }));
    },
    [`${NOX}/idleperiod/${PLANNED_ID}`]: () => {
      current = current.filter((item) => item.id !== PLANNED_ID);
      return json({ ...PLANNED, state: 'CANCELED', cancelable: false });
    },
    ...routes,
  });
}

function bodiesTo(fetch: ReturnType<typeof serve>, path: string, method: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('idle periods', () => {
  it('lists current and past periods with their states, requested ones as "Requested"', async () => {
    serve();
    await renderApp('/idleperiods?locale=en-GB');
    const current = await section('Current idle periods');
    expect(await current.findByText('10 Jan 2030 – 23 Jan 2030')).toBeInTheDocument();
    expect(current.getByText('Accepted')).toBeInTheDocument();
    expect(current.getByText('Requested')).toBeInTheDocument();
    const past = await section('Past idle periods');
    expect(past.getByText('Rejected')).toBeInTheDocument();
    expect(past.getByText('Reason: No proof')).toBeInTheDocument();
    expect(past.queryByRole('button', { name: 'Cancel idle period' })).not.toBeInTheDocument();
  });

  it('requests a period with its proof, checking the dates first', async () => {
    const fetch = serve();
    await renderApp('/idleperiods?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: 'Request idle period' }));
    const form = within(screen.getByRole('form', { name: 'Request an idle period' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First day' }), '01012030');
    await userEvent.type(form.getByRole('textbox', { name: 'Last day' }), '05012030');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    expect(
      await form.findByText('Please choose a first day between tomorrow and three months from now.'),
    ).toBeInTheDocument();
    expect(form.getByText('Please add the proof.')).toBeInTheDocument();

    await userEvent.clear(form.getByRole('textbox', { name: 'First day' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First day' }), '03012030');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('An idle period lasts at least a week.')).toBeInTheDocument();

    await userEvent.clear(form.getByRole('textbox', { name: 'Last day' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Last day' }), '16012030');
    const proof = new File(['%PDF-1.4'], 'attest.pdf', { type: 'application/pdf' });
    await userEvent.upload(form.getByLabelText('Add proof'), proof);
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(bodiesTo(fetch, `${NOX}/idleperiod`, 'POST')).toHaveLength(1));
    expect(bodiesTo(fetch, `${NOX}/idleperiod`, 'POST')[0]).toEqual({
      startDate: '2030-01-03',
      endDate: '2030-01-16',
      document: { fileName: 'attest.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0xLjQ=' },
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('asks for no proof where the studio does not verify', async () => {
    const fetch = serve({ verificationRequired: false });
    await renderApp('/idleperiods?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: 'Request idle period' }));
    const form = within(screen.getByRole('form', { name: 'Request an idle period' }));
    expect(form.queryByLabelText('Add proof')).not.toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'First day' }), '03012030');
    await userEvent.type(form.getByRole('textbox', { name: 'Last day' }), '09012030');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(bodiesTo(fetch, `${NOX}/idleperiod`, 'POST')).toEqual([
        { startDate: '2030-01-03', endDate: '2030-01-09' },
      ]),
    );
  });

  it('offers no request without the button, e.g. without a running contract', async () => {
    serve({ createVisible: false });
    await renderApp('/idleperiods?locale=en-GB');
    expect(await screen.findByText('10 Jan 2030 – 23 Jan 2030')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request idle period' })).not.toBeInTheDocument();
  });

  it('cancels a period only after the member confirms it', async () => {
    const fetch = serve();
    await renderApp('/idleperiods?locale=en-GB');
    const current = await section('Current idle periods');
    const [cancelPlanned] = await current.findAllByRole('button', { name: 'Cancel idle period' });
    await userEvent.click(cancelPlanned as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this idle period?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(bodiesTo(fetch, `${NOX}/idleperiod/${PLANNED_ID}`, 'DELETE')).toHaveLength(0);

    await userEvent.click(cancelPlanned as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Cancel this idle period?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel idle period' }));
    await waitFor(() => expect(bodiesTo(fetch, `${NOX}/idleperiod/${PLANNED_ID}`, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('10 Jan 2030 – 23 Jan 2030')).not.toBeInTheDocument());
  });
});
