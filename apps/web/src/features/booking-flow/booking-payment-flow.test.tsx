import type { Checkout, SlotBookingOption } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseSlot } from '../../lib/booking-cart.ts';
import { rememberCheckoutDraft } from '../../lib/checkout-draft.ts';
import { providerPage } from '../../lib/provider-page.ts';
import { connectedUser } from '../../test/app-test-kit.ts';
import { checkout as checkoutOf, MEMBER_CHECKOUT_ID, PUBLIC_TOKEN } from '../../test/checkout-test-kit.tsx';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';

const HOUR = 60 * 60_000;
const studio = berlinStudio();
const PREFIX = `/studio/${studio.studioUuid}`;
const BASE = `${PREFIX}/booking/course/41`;
const START = new Date(Date.now() + 48 * HOUR);
const PRICE = { amount: 18, currency: 'EUR' };

const OFFER: SlotBookingOption = {
  id: 'offer-3',
  type: 'OFFER',
  name: 'Hot Yoga drop-in',
  benefitType: null,
  contingentId: null,
  visitsLeft: null,
  unlimited: false,
  validUntil: null,
  trialConfigurationId: null,
  price: PRICE,
  cancelableUntil: null,
};

const MENU = ['COURSES', 'BENEFITS', 'NEWS', 'STUDIO_EVENTS'];

function chooseCourse() {
  chooseSlot({
    kind: 'course',
    itemId: 41,
    benefitId: 3,
    studioId: studio.id,
    name: 'Hot Yoga',
    startDateTime: START.toISOString(),
    endDateTime: new Date(START.getTime() + HOUR).toISOString(),
    returnPath: `${PREFIX}/course`,
  });
}

function serve(routes: Record<string, Route>, member = false) {
  return installFakeServer({
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    '/studio-api/nox/public/v1/menu/active': () => json(MENU),
    '/studio-api/nox/v1/menu/active': () => json(MENU),
    '/studio-api/nox/public/v1/bookingoptions/with-trial-contingent-and-offers': () => json([OFFER]),
    '/studio-api/nox/v1/bookingoptions/with-trial-contingent-and-offers': () => json([OFFER]),
    '/v2/public/paymentinstruments/availabe-payment-types': () =>
      json({ currency: 'EUR', paymentTypes: ['CREDIT_CARD', 'PAYPAL'] }),
    ...(member ? { '/v1/me/info': () => json(connectedUser()) } : {}),
    ...routes,
  });
}

async function bodyOf(fetch: ReturnType<typeof serve>, path: string) {
  return (await requestTo(fetch, path)?.json()) as Record<string, unknown>;
}

setUpScreenTests();
afterEach(() => window.sessionStorage.clear());

describe('the paid booking flow', () => {
  // Four screens in one journey: more than a test's usual time on a busy machine.
  it('takes a guest from the offer through their details and the payment method to the provider', async () => {
    chooseCourse();
    const created = checkoutOf({ id: '5d9e2c1b-8a7f-4e6d-9c5b-4a3f2e1d0c9b' });
    const fetch = serve({
      '/v3/public/checkouts/course-appointment': () => json(created),
      [`/v3/public/checkouts/course-appointment/${PUBLIC_TOKEN}`]: () => json(created),
      [`/v3/public/checkouts/${PUBLIC_TOKEN}/authenticate`]: () =>
        json({ checkout: created, redirectUrl: '/psp/pay/ses_1' }),
    });
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const { router } = await renderApp(`${BASE}?locale=en-GB`);

    // The first render of the file compiles the lazy screens.
    await userEvent.click(await screen.findByRole('link', { name: 'Choose Hot Yoga drop-in' }));
    const form = await screen.findByRole('form', { name: 'Your details' });
    await userEvent.type(within(form).getByLabelText(/^First name/), 'Greta');
    await userEvent.type(within(form).getByLabelText(/^Last name/), 'Gast');
    await userEvent.type(within(form).getByLabelText(/^E-mail address/), 'gast@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay online' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/offer/offer-3/payment`);
    await userEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check and pay' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/offer/offer-3/summary/${PUBLIC_TOKEN}`);
    expect(await bodyOf(fetch, '/v3/public/checkouts/course-appointment')).toMatchObject({
      appointmentId: 41,
      paymentMethod: 'PAYPAL',
      expectedTotal: PRICE,
      contact: { firstName: 'Greta', lastName: 'Gast', email: 'gast@example.com' },
      returnTo: {
        success: `${BASE}/success/{checkoutId}?locale=en-GB`,
        cancel: `${BASE}/cancel/{checkoutId}?locale=en-GB`,
        failure: `${BASE}/failure/{checkoutId}?locale=en-GB`,
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/psp/pay/ses_1'));
  }, 45_000);

  it('sends a guest without details from the payment step to the contact form', async () => {
    chooseCourse();
    serve({});
    const { router } = await renderApp(`${BASE}/offer/offer-3/payment?locale=en-GB`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/offer/offer-3/contact`));
  });

  it('takes a member from the offer straight to the payment and sends a voucher instead of the shown total', async () => {
    chooseCourse();
    const fetch = serve(
      {
        '/v3/checkouts/course-appointment': () => json(checkoutOf()),
        [`/v3/checkouts/${MEMBER_CHECKOUT_ID}`]: () => json(checkoutOf()),
      },
      true,
    );
    const { router } = await renderApp(`${BASE}?locale=en-GB`);
    await userEvent.click(await screen.findByRole('link', { name: 'Choose Hot Yoga drop-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have a voucher' }));
    await userEvent.type(screen.getByLabelText('Voucher code'), 'SPRING-5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${BASE}/offer/offer-3/summary/${MEMBER_CHECKOUT_ID}`),
    );
    const body = await bodyOf(fetch, '/v3/checkouts/course-appointment');
    expect(body).toMatchObject({ appointmentId: 41, paymentMethod: 'CREDIT_CARD', voucherCode: 'SPRING-5' });
    expect(body).not.toHaveProperty('expectedTotal');
  });

  it('shows the paid place on the success page of a guest checkout', async () => {
    const itemId = '0d5d2f0e-6d1a-4a8e-9c3e-1b2c3d4e5f60';
    const paid: Checkout = checkoutOf({
      status: 'FINALIZED',
      calendarItemId: itemId,
      order: {
        id: '9e7c1d2a-5b6f-4a3e-8c2d-1f0a9b8c7d6e',
        calendarItemId: itemId,
        contingentId: null,
        dayTicketId: null,
        voucherCodes: [],
        paymentId: null,
      },
    });
    serve({
      [`/v3/public/checkouts/${PUBLIC_TOKEN}/finalize`]: () => json(paid),
      [`/v3/public/checkouts/course-appointment/${PUBLIC_TOKEN}`]: () => json(paid),
      [`/studio-api/nox/public/v1/calendar/${itemId}`]: () =>
        json({
          id: itemId,
          uuid: itemId,
          itemType: 'COURSE',
          name: 'Hot Yoga',
          benefitId: 3,
          appointmentId: 41,
          startDateTime: START.toISOString(),
          endDateTime: new Date(START.getTime() + HOUR).toISOString(),
          studio: { id: studio.id, name: studio.name, zoneId: 'Europe/Berlin' },
          location: 'Studio 1',
          employees: [],
          participantStatus: 'BOOKED',
          waitingListPosition: null,
          appointmentStatus: 'PLANNED',
          appointmentMeetingType: 'ON_SITE',
          cancelableUntil: START.toISOString(),
          ticket: { dateTime: new Date().toISOString(), contingentName: null },
        }),
    });
    await renderApp(`${BASE}/success/${PUBLIC_TOKEN}?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Thank you: your order is complete' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hot Yoga' })).toBeInTheDocument();
  });

  it('tells why a payment failed and leads back to the payment step', async () => {
    rememberCheckoutDraft({ flow: BASE, paymentPath: `${BASE}/offer/offer-3/payment` });
    const failed = checkoutOf({ status: 'FAILED', failureReason: 'DECLINED' });
    serve({
      [`/v3/public/checkouts/${PUBLIC_TOKEN}/finalize`]: () => json(failed),
      [`/v3/public/checkouts/course-appointment/${PUBLIC_TOKEN}`]: () => json(failed),
    });
    await renderApp(`${BASE}/failure/${PUBLIC_TOKEN}?locale=en-GB`);
    expect(await screen.findByText('Your card was declined. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `${BASE}/offer/offer-3/payment?locale=en-GB`,
    );
  });
});
