import type { PaymentDetail } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { installFakeServer, json, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const LIST = '/v3/payments';
const INSTRUMENTS = '/v2/paymentinstruments';
const DAY = 24 * 60 * 60_000;
const STUDIO = { id: 1210001001, name: 'Kraftwerk Berlin Mitte', zoneId: 'Europe/Berlin' };

function eur(amount: number) {
  return { amount, currency: 'EUR' };
}

function payment(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    id: '5f0e3c2a-1b4d-4e6f-8a9b-0c1d2e3f4a51',
    tenant: 'kraftwerk',
    studio: STUDIO,
    description: 'Day ticket',
    amount: eur(19),
    refundedAmount: eur(0),
    status: 'PAID',
    method: 'CREDIT_CARD',
    instrumentLabel: 'Visa •••• 4242',
    receiptNumber: '000042',
    paidAt: new Date(Date.now() - 2 * DAY).toISOString(),
    positions: [{ label: 'Day ticket', quantity: 1, unitPrice: eur(19), total: eur(19) }],
    subtotal: eur(19),
    discount: eur(0),
    voucherCode: null,
    refunds: [],
    refundable: true,
    refundableAmount: eur(19),
    refundableUntil: new Date(Date.now() + 12 * DAY).toISOString(),
    notRefundableReason: null,
    ...overrides,
  };
}

const OLD = payment({
  id: '5f0e3c2a-1b4d-4e6f-8a9b-0c1d2e3f4a52',
  description: 'Mobility-Workshop',
  amount: eur(29),
  method: 'PAYPAL',
  instrumentLabel: 'PayPal anna@example.com',
  receiptNumber: '000041',
  paidAt: new Date(Date.now() - 23 * DAY).toISOString(),
  refundable: false,
  refundableAmount: eur(0),
  notRefundableReason: 'REFUND_WINDOW_PASSED',
});

function page(content: PaymentDetail[]) {
  return json({ content, page: 0, size: 20, totalElements: content.length });
}

const VISA = {
  id: 'a3c1f0e2-4b5d-4e6f-8a9b-0c1d2e3f4a51',
  type: 'CREDIT_CARD',
  label: 'Visa •••• 4242',
  holderName: 'Anna Berger',
  expiry: '12/28',
  preferred: true,
  createdAt: new Date().toISOString(),
};
const PAYPAL = {
  ...VISA,
  id: 'a3c1f0e2-4b5d-4e6f-8a9b-0c1d2e3f4a52',
  type: 'PAYPAL',
  label: 'PayPal anna@example.com',
  holderName: null,
  expiry: null,
  preferred: false,
};

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [LIST]: () => page([payment(), OLD]),
    [INSTRUMENTS]: () => json([VISA, PAYPAL]),
    ...routes,
  });
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('li') as HTMLElement;
}

async function openDetail(name: string) {
  await userEvent.click(await screen.findByRole('link', { name }));
  return screen.findByRole('region', { name });
}

function bodyOf(fetch: ReturnType<typeof serve>, path: string) {
  const call = fetch.mock.calls.find(([url, init]) => String(url).includes(path) && init?.method === 'POST');
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

describe('my payments', () => {
  it('lists the payments with date, studio, method, state and amount', async () => {
    serve({});
    await renderApp('/me/payments?locale=en-GB');
    const list = await screen.findByRole('list', { name: 'Your payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const row = rowOf('Day ticket');
    expect(within(row).getByText('Kraftwerk Berlin Mitte')).toBeInTheDocument();
    expect(within(row).getByText('Credit card')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('€19.00')).toBeInTheDocument();
    expect(within(rowOf('Mobility-Workshop')).getByText('PayPal')).toBeInTheDocument();
  });

  it('shows a payment’s positions and why it cannot be refunded, and downloads its receipt', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve({
      [`${LIST}/${OLD.id}`]: () => json(OLD),
      [`${LIST}/${OLD.id}/receipt`]: () =>
        new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    });
    await renderApp('/me/payments?locale=en-GB');
    const detail = await openDetail('Mobility-Workshop');

    expect(await within(detail).findByText('PayPal · PayPal anna@example.com')).toBeInTheDocument();
    expect(within(detail).getByText('000041')).toBeInTheDocument();
    expect(within(detail).getByText(/within 14 days of payment/)).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-000041.pdf');

    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Mobility-Workshop' })).not.toBeInTheDocument();
  });

  it('refunds part of a payment after asking, and shows the refund', async () => {
    const current = payment();
    let answer = current;
    const fetch = serve({
      [`${LIST}/${current.id}`]: () => json(answer),
      [`${LIST}/${current.id}/refund`]: () => {
        answer = payment({
          status: 'PARTIALLY_REFUNDED',
          refundedAmount: eur(5),
          refundableAmount: eur(14),
          refunds: [{ id: crypto.randomUUID(), amount: eur(5), reason: 'Sick', refundedAt: new Date().toISOString() }],
        });
        return json(answer);
      },
    });
    await renderApp('/me/payments?locale=en-GB');
    const detail = await openDetail('Day ticket');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Request refund' }));

    const amount = within(detail).getByRole('textbox', { name: /Amount in EUR/ });
    expect(amount).toHaveValue('19.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(within(detail).getByRole('button', { name: 'Continue' }));
    expect(within(detail).getByText('Enter an amount greater than 0 and at most €19.00.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '5,00');
    await userEvent.type(within(detail).getByRole('textbox', { name: 'Reason (optional)' }), 'Sick');
    await userEvent.click(within(detail).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €5.00?' });
    expect(within(dialog).getByText(/stays booked/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));

    expect(await within(detail).findByText('Partially refunded')).toBeInTheDocument();
    expect(within(detail).getByText(/Refunded on/)).toBeInTheDocument();
    expect(bodyOf(fetch, '/refund')).toEqual({ amount: eur(5), reason: 'Sick' });
    expect(await screen.findByText('Your refund of €5.00 is on its way.')).toBeInTheDocument();
  });

  it('says in the dialog why the studio refused the refund', async () => {
    const current = payment();
    serve({
      [`${LIST}/${current.id}`]: () => json(current),
      [`${LIST}/${current.id}/refund`]: () =>
        json({ errorCode: 'NOT_REFUNDABLE', errorMessage: 'The class has started', traceId: 't' }, 409),
    });
    await renderApp(`/me/payments?locale=en-GB&payment=${current.id}`);
    const detail = await screen.findByRole('region', { name: 'Day ticket' });
    await userEvent.click(await within(detail).findByRole('button', { name: 'Request refund' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund €19.00?' });
    expect(within(dialog).getByText(/is cancelled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
    expect(await within(dialog).findByText(/can no longer be refunded online/)).toBeInTheDocument();
  });

  it('shows the empty and the failed list', async () => {
    serve({ [LIST]: () => page([]), [INSTRUMENTS]: () => json([]) });
    await renderApp('/me/payments?locale=en-GB');
    expect(await screen.findByText('You have not paid anything online yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no saved payment methods.')).toBeInTheDocument();

    serve({ [LIST]: () => json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'Boom', traceId: 'x' }, 500) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/me/payments?locale=en-GB');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your payments could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('saved payment methods', () => {
  it('makes one preferred and removes one after asking', async () => {
    const fetch = serve({
      [`${INSTRUMENTS}/${PAYPAL.id}/prefer`]: () => json({ ...PAYPAL, preferred: true }),
      [`${INSTRUMENTS}/${VISA.id}/archive`]: () => new Response(null, { status: 204 }),
    });
    await renderApp('/me/payments?locale=en-GB');
    const panel = await screen.findByRole('region', { name: 'Saved payment methods' });
    const visa = (await within(panel).findByText('Visa •••• 4242')).closest('li') as HTMLElement;
    expect(within(visa).getByText('Preferred')).toBeInTheDocument();
    expect(within(visa).getByText('Credit card · Anna Berger · Expires 12/28')).toBeInTheDocument();

    const paypal = within(panel).getByText('PayPal anna@example.com').closest('li') as HTMLElement;
    await userEvent.click(within(paypal).getByRole('button', { name: 'Make preferred' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/prefer'))).toBe(true));

    await userEvent.click(within(visa).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this payment method?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/archive'))).toBe(true));
    expect(await screen.findByText('Payment method removed')).toBeInTheDocument();
  });
});
