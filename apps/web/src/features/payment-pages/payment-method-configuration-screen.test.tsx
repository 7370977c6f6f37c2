import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providerPage } from '../../lib/provider-page.ts';
import { installFakeServer, json, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { configuration, LINK_TOKEN, requestCheckout } from './payment-pages-test-kit.ts';

setUpScreenTests();

const CHECKOUT = '/v3/public/payment-methods/checkout';
const CONFIGURATION = `${CHECKOUT}/${LINK_TOKEN}/configuration`;
const CUSTOMER = `/studio-api/nox/public/v1/payment-method/${LINK_TOKEN}/customer`;
const PAGE = `/payment-method-configuration?token=${LINK_TOKEN}&locale=en-GB`;

const CONFIGURED = configuration({
  checkoutStatus: 'FINALIZED',
  configured: { type: 'CREDIT_CARD', label: 'Visa •••• 4242', configuredAt: '2030-05-21T10:00:00.000Z' },
});

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [CUSTOMER]: () => json({ firstName: 'Anna', lastName: 'Berger' }),
    [CONFIGURATION]: () => json(configuration()),
    ...routes,
  });
}

function expired(): Response {
  const body = { errorCode: 'PAYMENT_METHOD_LINK_EXPIRED', errorMessage: 'This link has expired', traceId: 't' };
  return json(body, 410);
}

describe('payment method configuration', () => {
  it('greets the customer and sends the chosen method to the provider’s entry page', async () => {
    const pending = requestCheckout({
      type: 'PAYMENT_METHOD',
      status: 'PENDING',
      total: { amount: 0, currency: 'EUR' },
    });
    const fetch = serve({
      [CHECKOUT]: () => json(requestCheckout({ type: 'PAYMENT_METHOD' })),
      [`${CHECKOUT}/${LINK_TOKEN}/authenticate`]: () => json({ checkout: pending, redirectUrl: '/psp/pay/ps_2' }),
    });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    await renderApp(PAGE);

    expect(await screen.findByText('Hello Anna,')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current payment method' })).toHaveTextContent(
      'No payment method has been set up yet.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'SEPA direct debit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to secure entry' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/psp/pay/ps_2'));
    expect(await (requestTo(fetch, CHECKOUT) as Request).json()).toEqual({
      token: LINK_TOKEN,
      method: 'SEPA_DIRECT_DEBIT',
    });
  });

  it('back from the provider, settles the entry and shows the configured method', async () => {
    const fetch = serve({
      [`${CHECKOUT}/${LINK_TOKEN}/finalize`]: () => json(CONFIGURED),
      [CONFIGURATION]: () => json(CONFIGURED),
    });
    await renderApp(`${PAGE}&result=success`);
    expect(await screen.findByText('Credit card: Visa •••• 4242')).toBeVisible();
    expect(
      screen.getByText('Thank you! Kraftwerk Berlin Mitte will use Visa •••• 4242 from now on.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to secure entry' })).not.toBeInTheDocument();
    expect(requestTo(fetch, `${CHECKOUT}/${LINK_TOKEN}/finalize`)?.method).toBe('POST');
  });

  it('says why the last entry failed and lets the customer choose again', async () => {
    const failed = configuration({ checkoutStatus: 'FAILED', failureReason: 'DECLINED' });
    serve({ [`${CHECKOUT}/${LINK_TOKEN}/finalize`]: () => json(failed), [CONFIGURATION]: () => json(failed) });
    await renderApp(`${PAGE}&result=failure`);
    expect(
      await screen.findByText(
        'The payment method could not be set up. Your card was declined. Please try again or choose another method.',
        {},
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to secure entry' })).toBeVisible();
  });

  it('shows an expired link as such', async () => {
    serve({ [CONFIGURATION]: expired, [CUSTOMER]: expired });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
  });

  it('shows the not-found state without a token', async () => {
    serve({});
    await renderApp('/payment-method-configuration?locale=en-GB');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeVisible();
  });
});
