import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerPage } from '../../lib/provider-page.ts';
import { checkout, MEMBER_CHECKOUT_ID, PUBLIC_TOKEN, renderCheckout } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json, requestTo } from '../../test/fake-server.ts';
import { CheckoutSummary } from './checkout-summary.tsx';

const MEMBER = `/v3/checkouts/${MEMBER_CHECKOUT_ID}`;
const PUBLIC = `/v3/public/checkouts/course-appointment/${PUBLIC_TOKEN}`;
const PATHS = { success: '/done', back: '/start' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSummary(checkoutId: string) {
  return renderCheckout(
    <CheckoutSummary checkoutId={checkoutId} kind="course-appointment" paths={PATHS}>
      <p>Hot Yoga, Monday</p>
    </CheckoutSummary>,
  );
}

describe('CheckoutSummary', () => {
  it('shows a member’s positions, voucher discount, total and hold, and sends Pay now to the provider', async () => {
    const discounted = checkout({
      discount: { amount: 5, currency: 'EUR' },
      total: { amount: 13, currency: 'EUR' },
      voucherCode: 'SPRING-5',
    });
    const fetch = installFakeServer({
      [MEMBER]: () => json(discounted),
      [`${MEMBER}/authenticate`]: () => json({ checkout: discounted, redirectUrl: '/psp/pay/ses_1' }),
    });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const { user } = renderSummary(MEMBER_CHECKOUT_ID);

    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(screen.getByText('Hot Yoga, Monday')).toBeInTheDocument();
    expect(within(order).getByText('Hot Yoga drop-in')).toBeInTheDocument();
    expect(within(order).getByText('€18.00')).toBeInTheDocument();
    expect(within(order).getByText('Voucher SPRING-5')).toBeInTheDocument();
    expect(within(order).getByText('−€5.00')).toBeInTheDocument();
    expect(within(order).getByText('€13.00')).toBeInTheDocument();
    expect(within(order).getByText('Payment method: Credit card')).toBeInTheDocument();
    expect(screen.getByText(/We hold your place for 15 minutes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('/psp/pay/ses_1'));
    const sent = requestTo(fetch, `${MEMBER}/authenticate`);
    expect(await sent?.json()).toEqual({ paymentMethod: 'CREDIT_CARD' });
  });

  it('takes a guest straight to the success page when nothing is left to approve', async () => {
    const free = checkout({ total: { amount: 0, currency: 'EUR' }, paymentMethod: null });
    installFakeServer({
      [PUBLIC]: () => json(free),
      [`/v3/public/checkouts/${PUBLIC_TOKEN}/authenticate`]: () => json({ checkout: free, redirectUrl: null }),
    });
    const { user, router } = renderSummary(PUBLIC_TOKEN);
    expect(await screen.findByText('Free')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/done'));
  });

  it('asks before a member cancels, then frees the place and goes back', async () => {
    const fetch = installFakeServer({
      [MEMBER]: () => json(checkout()),
      [`${MEMBER}/cancel`]: () => json(checkout({ status: 'CANCELED' })),
    });
    const { user, router } = renderSummary(MEMBER_CHECKOUT_ID);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, continue' }));
    expect(requestTo(fetch, `${MEMBER}/cancel`)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(requestTo(fetch, `${MEMBER}/cancel`)?.method).toBe('POST');
  });

  it('says when the checkout can no longer be paid', async () => {
    installFakeServer({ [PUBLIC]: () => json(checkout({ status: 'EXPIRED', failureReason: 'EXPIRED' })) });
    renderSummary(PUBLIC_TOKEN);
    expect(await screen.findByRole('heading', { name: 'This order can no longer be paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/start');
  });
});
