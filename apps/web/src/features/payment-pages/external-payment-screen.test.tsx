import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providerPage } from '../../lib/provider-page.ts';
import { PUBLIC_TOKEN } from '../../test/checkout-test-kit.tsx';
import { installFakeServer, json, notFound, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { paymentRequest, REQUEST_ID, requestCheckout, STUDIO } from './payment-pages-test-kit.ts';

setUpScreenTests();

const REQUEST = `/studio-api/nox/public/v1/paymentrequests/${REQUEST_ID}`;
const TYPES = '/v2/public/paymentinstruments/availabe-payment-types';
const CHECKOUTS = '/v3/public/paymentrequestcheckouts';
const PAGE = `/payment?paymentRequestId=${REQUEST_ID}&locale=en-GB`;
function serve(routes: Record<string, Route>) {
  return installFakeServer({
    [REQUEST]: () => json(paymentRequest()),
    [TYPES]: () => json({ currency: 'EUR', paymentTypes: ['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT'] }),
    ...routes,
  });
}

describe('external payment', () => {
  it('shows the studio, the positions with due dates and the total, and pays through the provider', async () => {
    const pending = requestCheckout({ status: 'PENDING' });
    const fetch = serve({
      [CHECKOUTS]: () => json(requestCheckout()),
      [`${CHECKOUTS}/${PUBLIC_TOKEN}/authenticate`]: () => json({ checkout: pending, redirectUrl: '/psp/pay/ps_1' }),
    });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    await renderApp(PAGE);

    const positions = await screen.findByRole('region', { name: 'Open positions' });
    expect(screen.getByText(`${STUDIO.name} asks you to pay the following positions.`)).toBeInTheDocument();
    expect(within(positions).getByText('Personal training package (5 sessions)')).toBeInTheDocument();
    expect(within(positions).getByText('Due on 3 Jun 2030')).toBeInTheDocument();
    expect(within(positions).getByText('€245.00')).toBeInTheDocument();
    expect(within(positions).getByText('€305.00')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/psp/pay/ps_1'));
    const body = await (requestTo(fetch, CHECKOUTS) as Request).json();
    expect(body).toMatchObject({ paymentRequestId: REQUEST_ID, paymentMethod: 'PAYPAL' });
    expect(body.returnTo.success).toBe(
      `/payment?locale=en-GB&paymentRequestId=${REQUEST_ID}&checkout={checkoutId}&result=success`,
    );
  });

  it('says when the request is already paid', async () => {
    serve({ [REQUEST]: () => json(paymentRequest({ status: 'PAID', paidAt: '2030-05-21T10:00:00.000Z' })) });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeVisible();
    expect(screen.getByText('This payment request was paid on 21 May 2030. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows the not-found state for an unknown request', async () => {
    serve({ [REQUEST]: () => notFound('PAYMENT_REQUEST_NOT_FOUND') });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Payment request not found' })).toBeVisible();
  });

  it('back from the provider, settles the checkout and shows the paid request', async () => {
    const finalized = requestCheckout({ status: 'FINALIZED' });
    const fetch = serve({
      [REQUEST]: () => json(paymentRequest({ status: 'PAID', paidAt: '2030-05-21T10:00:00.000Z' })),
      [`${CHECKOUTS}/${PUBLIC_TOKEN}/finalize`]: () => json(finalized),
      [`${CHECKOUTS}/${PUBLIC_TOKEN}`]: () => json(finalized),
    });
    await renderApp(`${PAGE}&checkout=${PUBLIC_TOKEN}&result=success`);
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    expect(screen.getByText('We have received €305.00.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Paid' })).getByText('Nutrition consultation'),
    ).toBeInTheDocument();
    expect(requestTo(fetch, `${CHECKOUTS}/${PUBLIC_TOKEN}/finalize`)?.method).toBe('POST');
  });

  it('back from a declined card, says why and offers to try again', async () => {
    const failed = requestCheckout({ status: 'FAILED', failureReason: 'DECLINED' });
    serve({
      [`${CHECKOUTS}/${PUBLIC_TOKEN}/finalize`]: () => json(failed),
      [`${CHECKOUTS}/${PUBLIC_TOKEN}`]: () => json(failed),
    });
    const { router } = await renderApp(`${PAGE}&checkout=${PUBLIC_TOKEN}&result=failure`);
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
    expect(screen.getByText('Your card was declined. Nothing was charged.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?locale=en-GB&paymentRequestId=${REQUEST_ID}`));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
