import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const NOVEMBER_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e71';
const SIGNED_URL = `http://localhost/v1/invoices/${NOVEMBER_ID}/pdf?expires=1&signature=abc`;

function invoice(id: string, number: string, period: string, grossMinor: number) {
  return {
    id,
    number,
    issueDate: `${period}-28`,
    period,
    currencyCode: 'EUR',
    netMinor: Math.round(grossMinor / 1.19),
    vatMinor: grossMinor - Math.round(grossMinor / 1.19),
    grossMinor,
    vatRate: 19,
  };
}

const INVOICES = [
  invoice(NOVEMBER_ID, 'KRAFTWERK-2026-000012', '2026-11', 4990),
  invoice('7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e72', 'KRAFTWERK-2026-000011', '2026-10', 3990),
];

function serve({
  invoices = INVOICES,
  permissions = CUSTOMER_CENTER_PERMISSIONS as readonly CustomerCenterPermission[],
} = {}) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions }),
    [`${NOX}/invoices`]: () => json(invoices),
    [`${NOX}/invoices/${NOVEMBER_ID}/downloadurl`]: () => json({ url: SIGNED_URL, expiresAt: '2026-12-01T10:05:00Z' }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the invoices screen', () => {
  it('lists the invoices newest first with number, month and amount', async () => {
    serve();
    await renderApp('/invoices?locale=en-GB');
    const list = await screen.findByRole('list', { name: 'Your invoices' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('KRAFTWERK-2026-000012');
    expect(items[0]).toHaveTextContent('November 2026');
    expect(items[0]).toHaveTextContent('€49.90');
    expect(items[1]).toHaveTextContent('October 2026');
  });

  it('saves the PDF behind the signed link the download asks for', async () => {
    serve();
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(`${this.href} ${this.download}`);
    });
    await renderApp('/invoices?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF KRAFTWERK-2026-000012' }));
    await waitFor(() => expect(followed).toEqual([`${SIGNED_URL} KRAFTWERK-2026-000012.pdf`]));
  });

  it('says so when there are no invoices yet', async () => {
    serve({ invoices: [] });
    await renderApp('/invoices?locale=en-GB');
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
  });
});

describe('the invoices tile on the self-service overview', () => {
  it("shows the newest invoice's amount and month", async () => {
    serve();
    await renderApp('/selfservice/overview?locale=en-GB');
    const tile = await screen.findByRole('link', { name: /Invoices/ });
    await waitFor(() => expect(tile).toHaveTextContent('€49.90 for November 2026'));
  });

  it('is left out without CUSTOMER_CENTER_INVOICE_ACTIVE', async () => {
    const fake = serve({
      permissions: CUSTOMER_CENTER_PERMISSIONS.filter((permission) => permission !== 'CUSTOMER_CENTER_INVOICE_ACTIVE'),
    });
    await renderApp('/selfservice/overview?locale=en-GB');
    const tiles = within(await screen.findByRole('list', { name: 'Self-service' }));
    await tiles.findByRole('heading', { name: 'Personal details' });
    expect(tiles.queryByRole('link', { name: /Invoices/ })).not.toBeInTheDocument();
    expect(fake.mock.calls.some(([input]) => String(input).includes(`${NOX}/invoices`))).toBe(false);
  });
});
