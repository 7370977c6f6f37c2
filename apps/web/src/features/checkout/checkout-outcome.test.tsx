import type { Checkout } from '@motus/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkout, MEMBER_CHECKOUT_ID, PUBLIC_TOKEN, renderCheckout } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json } from '../../test/fake-server.ts';
import { CheckoutOutcome } from './checkout-outcome.tsx';

const FINALIZE = `/v3/public/checkouts/${PUBLIC_TOKEN}/finalize`;
const READ = `/v3/public/checkouts/course-appointment/${PUBLIC_TOKEN}`;
const PATHS = { retry: '/pay', back: '/start' };

afterEach(() => vi.unstubAllGlobals());

const finalized = checkout({
  status: 'FINALIZED',
  order: {
    id: '9e7c1d2a-5b6f-4a3e-8c2d-1f0a9b8c7d6e',
    calendarItemId: null,
    contingentId: null,
    dayTicketId: null,
    voucherCodes: [],
    paymentId: null,
  },
});

function renderOutcome(checkoutId = PUBLIC_TOKEN) {
  return renderCheckout(
    <CheckoutOutcome
      checkoutId={checkoutId}
      kind="course-appointment"
      paths={PATHS}
      renderOrder={(done: Checkout) => <p>Place {done.status.toLowerCase()}</p>}
    />,
    { path: '/done' },
  );
}

function calls(fetch: ReturnType<typeof installFakeServer>, path: string) {
  return fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;
}

describe('CheckoutOutcome', () => {
  it('finalizes once and shows what was bought', async () => {
    const fetch = installFakeServer({ [FINALIZE]: () => json(finalized), [READ]: () => json(finalized) });
    renderOutcome();
    expect(await screen.findByRole('heading', { name: 'Thank you: your order is complete' })).toBeInTheDocument();
    expect(screen.getByText('Place finalized')).toBeInTheDocument();
    expect(screen.getByText(`Order number: ${finalized.order?.id}`)).toBeInTheDocument();
    expect(calls(fetch, FINALIZE)).toBe(1);
  });

  it('finalizes a member’s checkout by its id', async () => {
    const path = `/v3/checkouts/${MEMBER_CHECKOUT_ID}`;
    const fetch = installFakeServer({ [`${path}/finalize`]: () => json(finalized), [path]: () => json(finalized) });
    renderOutcome(MEMBER_CHECKOUT_ID);
    expect(await screen.findByText('Place finalized')).toBeInTheDocument();
    expect(calls(fetch, `${path}/finalize`)).toBe(1);
  });

  it('waits while the provider has not decided, reading the checkout again until it is paid', async () => {
    let reads = 0;
    installFakeServer({
      [FINALIZE]: () => json(checkout({ status: 'PENDING' })),
      [READ]: () => json(++reads < 2 ? checkout({ status: 'PENDING' }) : finalized),
    });
    renderOutcome();
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment confirmation' })).toBeInTheDocument();
    expect(await screen.findByText('Place finalized')).toBeInTheDocument();
  });

  it('tells why a payment failed and offers to pay again', async () => {
    const failed = checkout({ status: 'FAILED', failureReason: 'DECLINED' });
    installFakeServer({ [FINALIZE]: () => json(failed), [READ]: () => json(failed) });
    renderOutcome();
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pay');
  });

  it('says a cancelled payment charged nothing and leads back to the flow', async () => {
    const canceled = checkout({ status: 'CANCELED', failureReason: 'CANCELED' });
    installFakeServer({ [FINALIZE]: () => json(canceled), [READ]: () => json(canceled) });
    renderOutcome();
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged and nothing was booked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/start');
  });

  it('offers to try again when the checkout cannot be read', async () => {
    installFakeServer({});
    renderOutcome();
    expect(await screen.findByText('Your order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
