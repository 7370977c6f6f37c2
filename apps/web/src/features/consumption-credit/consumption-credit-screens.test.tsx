import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectedUser } from '../../test/app-test-kit.ts';
import { checkout, MEMBER_CHECKOUT_ID } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

setUpScreenTests();

const NOX = '/studio-api/nox/v1/customercenter';
const CREDIT = `${NOX}/consumptioncredit`;
const TYPES = '/v2/public/paymentinstruments/availabe-payment-types';
const CREATE = '/v3/checkouts/consumption-credit';
const EUR = (amount: number) => ({ amount, currency: 'EUR' });

const movement = (id: string, createdAt: string, text: string, amount: number) => ({
  id: `0b7f5e2a-3c4d-4e5f-8a9b-1c2d3e4f5a0${id}`,
  createdAt,
  text,
  amount: EUR(amount),
});

const CREDIT_ANSWER = {
  balance: EUR(12.5),
  studioId: 1210001001,
  movements: [
    movement('3', '2026-11-24T10:00:00Z', 'Isotonic drink', -3),
    movement('2', '2026-11-18T10:00:00Z', 'Protein shake', -4.5),
    movement('1', '2026-11-13T10:00:00Z', 'Recharge at the counter', 20),
  ],
};
const VARIANTS = { variants: [EUR(20), EUR(50), EUR(100)], minimum: EUR(10), maximum: EUR(250) };

function serve(
  permissions: readonly CustomerCenterPermission[] = CUSTOMER_CENTER_PERMISSIONS,
  routes: Record<string, Route> = {},
) {
  return installFakeServer({
    '/v1/me/info': () => json(connectedUser()),
    [`${NOX}/config`]: () => json({ paymentSignatureRequired: false, permissions }),
    [CREDIT]: () => json(CREDIT_ANSWER),
    [`${CREDIT}/variants`]: () => json(VARIANTS),
    [TYPES]: () => json({ currency: 'EUR', paymentTypes: ['CREDIT_CARD', 'SEPA_DIRECT_DEBIT'] }),
    ...routes,
  });
}

const without = (...names: CustomerCenterPermission[]) =>
  CUSTOMER_CENTER_PERMISSIONS.filter((name) => !names.includes(name));

describe('the consumption credit', () => {
  it('shows the balance and the movements, newest first', async () => {
    serve();
    await renderApp('/consumptioncredit?locale=en-GB');
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Recent movements' }));
    const texts = list.getAllByRole('listitem').map((item) => item.textContent);
    expect(texts[0]).toContain('Isotonic drink');
    expect(texts[0]).toContain('-€3.00');
    expect(texts[2]).toContain('Recharge at the counter');
    expect(texts[2]).toContain('€20.00');
  });

  it('offers no recharge without the recharge permission', async () => {
    const fetch = serve(without('CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE'));
    await renderApp('/consumptioncredit?locale=en-GB');
    expect(await screen.findByText('€12.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recharge' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/variants'))).toBe(false);
  });

  it('leads from a chosen amount and "Recharge" to the recharge checkout and its summary', async () => {
    const created = checkout({ type: 'CONSUMPTION_CREDIT', total: EUR(50) });
    const fetch = serve(CUSTOMER_CENTER_PERMISSIONS, {
      [CREATE]: () => json(created),
      [`/v3/checkouts/${MEMBER_CHECKOUT_ID}`]: () => json(created),
    });
    const { router } = await renderApp('/consumptioncredit?locale=en-GB');
    await userEvent.click(await screen.findByRole('button', { name: '€50.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(router.state.location.search).toContain('amount=50'));
    expect(await screen.findByText('Recharge of €50.00')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.search).toContain(`checkout=${MEMBER_CHECKOUT_ID}`));
    expect(await requestTo(fetch, CREATE)?.json()).toEqual({
      amount: 50,
      paymentMethod: 'CREDIT_CARD',
      locale: 'en-GB',
      expectedTotal: EUR(50),
      returnTo: {
        success: '/consumptioncredit/{checkoutId}/success?locale=en-GB',
        cancel: '/consumptioncredit/{checkoutId}/cancel?locale=en-GB',
        failure: '/consumptioncredit/{checkoutId}/failure?locale=en-GB',
      },
    });
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});

describe('the consumption-credit tile of the self-service overview', () => {
  it('shows the balance and leads to the credit', async () => {
    serve();
    await renderApp('/selfservice/overview?locale=en-GB');
    const tiles = within(await screen.findByRole('list', { name: 'Self-service' }));
    const title = await tiles.findByRole('heading', { level: 2, name: 'Consumption credit' });
    const tile = title.closest('a') as HTMLElement;
    expect(await within(tile).findByText('Balance: €12.50')).toBeInTheDocument();
    expect(tile).toHaveAttribute('href', '/consumptioncredit?locale=en-GB');
  });

  it('is not shown without the display permission', async () => {
    serve(without('CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY'));
    await renderApp('/selfservice/overview?locale=en-GB');
    const tiles = within(await screen.findByRole('list', { name: 'Self-service' }));
    expect(tiles.queryByRole('heading', { level: 2, name: 'Consumption credit' })).not.toBeInTheDocument();
  });
});
