import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, USER_INFO } from '../../test/app-test-kit.ts';
import { installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const STAFF = '/v1/staff';
const NAME_CHANGE_ID = '7d1e5c2a-1b3c-4d5e-8f90-1a2b3c4d5e61';
const ACCOUNT_CHANGE_ID = '7d1e5c2a-1b3c-4d5e-8f90-1a2b3c4d5e62';

const STAFF_MEMBER = {
  name: 'Jonas Keller',
  email: 'jonas@kraftwerk.example',
  tenant: 'kraftwerk',
  tenantName: 'Kraftwerk',
};

function amendment(id: string, overrides: Record<string, unknown>) {
  return {
    id,
    status: 'PENDING',
    document: null,
    decidedAt: null,
    rejectionReason: null,
    ...overrides,
  };
}

const NAME_CHANGE = amendment(NAME_CHANGE_ID, {
  group: 'PERSONAL',
  requestedAt: '2026-11-18T08:15:00Z',
  customer: { customerNumber: 'KW-10042', firstName: 'Lena', lastName: 'Vogel' },
  values: { firstName: 'Lena', lastName: 'Berger', dateOfBirth: '1990-04-12' },
  previousValues: { firstName: 'Lena', lastName: 'Vogel', dateOfBirth: '1990-04-12' },
  document: { type: 'ID_CARD', fileName: 'marriage-certificate.pdf' },
});

const ACCOUNT_CHANGE = amendment(ACCOUNT_CHANGE_ID, {
  group: 'PAYMENT',
  requestedAt: '2026-11-20T09:30:00Z',
  customer: { customerNumber: 'KW-10077', firstName: 'Tom', lastName: 'Brandt' },
  values: { iban: 'DE02120300000000202051', accountHolder: 'Tom Brandt' },
  previousValues: { iban: 'DE89370400440532013000', accountHolder: 'Tom Brandt' },
});

const NOT_STAFF = () => json({ errorCode: 'NOT_STAFF', errorMessage: 'Not staff', traceId: 't' }, 403);

/** A staff account of Kraftwerk with the given changes waiting; a decision takes the change off the list. */
function serveStaff(pending = [NAME_CHANGE, ACCOUNT_CHANGE], routes: Record<string, Route> = {}) {
  let waiting = pending;
  const decide = (id: string): Route => {
    return async (request) => {
      const decided = waiting.find((item) => item.id === id);
      waiting = waiting.filter((item) => item.id !== id);
      const body = await request.json();
      return json({ ...decided, status: body.decision === 'APPLY' ? 'APPLIED' : 'REJECTED' });
    };
  };
  return installFakeServer({
    [USER_INFO]: () => json(demoUser({ name: 'Jonas Keller', staffOf: 'kraftwerk' })),
    [`${STAFF}/me`]: () => json(STAFF_MEMBER),
    [`${STAFF}/amendments`]: () => json(waiting),
    [`${STAFF}/amendments/${NAME_CHANGE_ID}/decision`]: decide(NAME_CHANGE_ID),
    [`${STAFF}/amendments/${ACCOUNT_CHANGE_ID}/decision`]: decide(ACCOUNT_CHANGE_ID),
    [`${STAFF}/idleperiods`]: () => json([]),
    ...routes,
  });
}

function postedBodies(fetch: ReturnType<typeof serveStaff>, path: string): unknown[] {
  return fetch.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function card(member: string) {
  return within(await screen.findByRole('article', { name: member }));
}

describe('/staff', () => {
  it('lists the waiting changes, oldest first, with only the fields that change', async () => {
    serveStaff();
    await renderApp('/staff?locale=en-GB');

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests to decide' })).toBeInTheDocument();
    expect(screen.getByText('Changes the members of Kraftwerk have asked for, oldest first.')).toBeInTheDocument();
    const members = screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);
    expect(members).toEqual(['Lena Vogel', 'Tom Brandt']);

    const lena = await card('Lena Vogel');
    expect(lena.getByText('Personal details')).toBeInTheDocument();
    expect(lena.getByText(/Customer no\. KW-10042/)).toBeInTheDocument();
    expect(lena.getByText(/Asked for on 18 Nov 2026/)).toBeInTheDocument();
    const rows = lena.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Current value', 'Requested value'],
      ['Last name', 'Vogel', 'Berger'],
    ]);
    expect(lena.getByText('Proof: ID card (marriage-certificate.pdf)')).toBeInTheDocument();
    expect(lena.getByRole('button', { name: 'Download proof' })).toBeInTheDocument();

    const tom = await card('Tom Brandt');
    expect(tom.getByText('Payment details')).toBeInTheDocument();
    expect(tom.getByRole('rowheader', { name: 'IBAN' })).toBeInTheDocument();
    expect(tom.getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(tom.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
    expect(tom.queryByText('Account holder')).not.toBeInTheDocument();
    expect(tom.queryByRole('button', { name: 'Download proof' })).not.toBeInTheDocument();
  });

  it('downloads the proof under its file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:proof');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetch = serveStaff([NAME_CHANGE], {
      [`${STAFF}/amendments/${NAME_CHANGE_ID}/document`]: () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    });
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Lena Vogel')).getByRole('button', { name: 'Download proof' }));

    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/amendments/${NAME_CHANGE_ID}/document`))).toBe(true);
  });

  it('applies a change after the confirmation and takes its card off the list', async () => {
    const fetch = serveStaff();
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Lena Vogel')).getByRole('button', { name: 'Apply' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this change?' }));
    expect(
      dialog.getByText('The member’s data changes at once, and Lena Vogel is informed by e-mail.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Apply change' }));

    expect(await screen.findByText('The change for Lena Vogel has been applied.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lena Vogel' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Tom Brandt' })).toBeInTheDocument();
    expect(postedBodies(fetch, `/amendments/${NAME_CHANGE_ID}/decision`)).toEqual([{ decision: 'APPLY' }]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetch = serveStaff();
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Lena Vogel')).getByRole('button', { name: 'Apply' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Apply this change?' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply this change?' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Lena Vogel' })).toBeInTheDocument();
    expect(postedBodies(fetch, '/decision')).toEqual([]);
  });

  it('rejects a change only with a reason, sends the reason, and says when nothing is left', async () => {
    const fetch = serveStaff([ACCOUNT_CHANGE]);
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Tom Brandt')).getByRole('button', { name: 'Reject' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this change?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject change' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Please give a reason.')).toBeInTheDocument();
    expect(postedBodies(fetch, '/decision')).toEqual([]);

    await userEvent.type(reason, 'The account holder must be the member.{Enter}');

    expect(await screen.findByText('The change for Tom Brandt has been rejected.')).toBeInTheDocument();
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Reject this change?' })).not.toBeInTheDocument();
    expect(postedBodies(fetch, `/amendments/${ACCOUNT_CHANGE_ID}/decision`)).toEqual([
      { decision: 'REJECT', reason: 'The account holder must be the member.' },
    ]);
  });

  it('warns and reloads the list when the change was decided meanwhile', async () => {
    let waiting = [NAME_CHANGE];
    installFakeServer({
      [USER_INFO]: () => json(demoUser({ staffOf: 'kraftwerk' })),
      [`${STAFF}/me`]: () => json(STAFF_MEMBER),
      [`${STAFF}/amendments`]: () => json(waiting),
      [`${STAFF}/idleperiods`]: () => json([]),
      [`${STAFF}/amendments/${NAME_CHANGE_ID}/decision`]: () => {
        waiting = [];
        return json({ errorCode: 'AMENDMENT_NOT_PENDING', errorMessage: 'Not pending', traceId: 't' }, 409);
      },
    });
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Lena Vogel')).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply change' }));

    expect(
      await screen.findByText('This request has already been decided, or the member has withdrawn it.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No requests waiting')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    serveStaff([NAME_CHANGE], {
      [`${STAFF}/amendments`]: () => (fail ? notFound('ROUTE_NOT_FOUND') : json([NAME_CHANGE])),
    });
    await renderApp('/staff?locale=en-GB');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Lena Vogel' })).toBeInTheDocument();
  });

  it('tells a member who is no staff that the area is for studio staff, without asking the staff calls', async () => {
    const fetch = installFakeServer({ [USER_INFO]: () => json(demoUser()), [`${STAFF}/me`]: NOT_STAFF });
    await renderApp('/staff?locale=en-GB');

    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for studio staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/?locale=en-GB');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(STAFF))).toBe(false);
  });
});

const IDLE_PERIOD_ID = '7d1e5c2a-1b3c-4d5e-8f90-1a2b3c4d5e71';
const IDLE_PERIOD = {
  id: IDLE_PERIOD_ID,
  status: 'PENDING',
  startDate: '2026-12-03',
  endDate: '2026-12-16',
  requestedAt: '2026-11-21T10:00:00Z',
  customer: { customerNumber: 'KW-10099', firstName: 'Mia', lastName: 'Schulz' },
  document: { fileName: 'attest.pdf' },
  decidedAt: null,
  rejectionReason: null,
};

/** Kraftwerk staff with one idle period waiting below the data changes; a decision takes it off its list. */
function serveIdlePeriod() {
  let waiting = [IDLE_PERIOD];
  return serveStaff([NAME_CHANGE], {
    [`${STAFF}/idleperiods`]: () => json(waiting),
    [`${STAFF}/idleperiods/${IDLE_PERIOD_ID}/decision`]: async (request) => {
      waiting = [];
      const body = await request.json();
      return json({ ...IDLE_PERIOD, status: body.decision === 'APPLY' ? 'ACCEPTED' : 'REJECTED' });
    },
    [`${STAFF}/idleperiods/${IDLE_PERIOD_ID}/document`]: () =>
      new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
  });
}

describe('/staff idle periods', () => {
  it('lists waiting idle periods below the data changes, with the days and the proof to download', async () => {
    const createObjectURL = vi.fn(() => 'blob:proof');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetch = serveIdlePeriod();
    await renderApp('/staff?locale=en-GB');
    const section = within(await screen.findByRole('region', { name: 'Idle periods' }));
    const mia = within(await section.findByRole('article', { name: 'Mia Schulz' }));
    expect(mia.getByText('Idle period: 3 Dec 2026 – 16 Dec 2026')).toBeInTheDocument();
    expect(mia.getByText(/Customer no\. KW-10099/)).toBeInTheDocument();
    expect(mia.getByText('Proof: attest.pdf')).toBeInTheDocument();
    await userEvent.click(mia.getByRole('button', { name: 'Download proof' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/idleperiods/${IDLE_PERIOD_ID}/document`))).toBe(
      true,
    );
  });

  it('accepts an idle period after the confirmation', async () => {
    const fetch = serveIdlePeriod();
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Mia Schulz')).getByRole('button', { name: 'Apply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this idle period?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept idle period' }));
    expect(await screen.findByText('The idle period of Mia Schulz has been accepted.')).toBeInTheDocument();
    expect(await screen.findByText('No idle periods waiting')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lena Vogel' })).toBeInTheDocument();
    expect(postedBodies(fetch, `/idleperiods/${IDLE_PERIOD_ID}/decision`)).toEqual([{ decision: 'APPLY' }]);
  });

  it('rejects an idle period with a reason', async () => {
    const fetch = serveIdlePeriod();
    await renderApp('/staff?locale=en-GB');
    await userEvent.click((await card('Mia Schulz')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this idle period?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'The note is unreadable.{Enter}');
    expect(await screen.findByText('The idle period of Mia Schulz has been rejected.')).toBeInTheDocument();
    expect(postedBodies(fetch, `/idleperiods/${IDLE_PERIOD_ID}/decision`)).toEqual([
      { decision: 'REJECT', reason: 'The note is unreadable.' },
    ]);
  });
});
