import type { Product } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setUpScreenTests } from '../../test/screen-test.ts';
import { readProductChoice } from './product-choice.ts';

const PUBLIC_PRODUCTS = '/studio-api/nox/public/v1/virtualproducts';
const BY_VARIANT = '/studio-api/nox/public/v1/virtualproducts/byvariant';
const VOUCHERS = '/studio-api/nox/public/v1/voucher';

const studio = berlinStudio();
const BASE = `/studio/${studio.studioUuid}`;

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    kind: 'OFFER',
    name: 'Kurskarte',
    description: 'Classes without a contract.',
    imageUrl: null,
    studioId: null,
    benefitKinds: ['COURSE'],
    variants: [
      {
        id: 11,
        name: '10er-Karte',
        price: { amount: 120, currency: 'EUR' },
        visits: 10,
        validityDays: 180,
        voucherValue: null,
      },
    ],
    ...overrides,
  };
}

const dayTicket = product({
  id: 2,
  kind: 'DAY_TICKET',
  name: 'Tageskarte',
  variants: [
    {
      id: 21,
      name: 'Tageskarte',
      price: { amount: 15, currency: 'EUR' },
      visits: null,
      validityDays: null,
      voucherValue: null,
    },
  ],
});

function serve(routes: Record<string, Route>) {
  return installFakeServer({ [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio), ...routes });
}

setUpScreenTests();

describe('the product lists', () => {
  it('shows each offer with its variants, facts and price, and a Buy link into the flow', async () => {
    serve({ [PUBLIC_PRODUCTS]: () => json([product()]) });
    await renderApp(`${BASE}/offers?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Kurskarte' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('10 classes')).toBeInTheDocument();
    expect(within(card).getByText('Valid for 180 days')).toBeInTheDocument();
    expect(within(card).getByText('€120.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy 10er-Karte' })).toHaveAttribute(
      'href',
      `${BASE}/booking/offer/11?locale=en-GB`,
    );
  });

  it('says when a studio sells no vouchers', async () => {
    serve({ [VOUCHERS]: () => json([]) });
    await renderApp(`${BASE}/vouchers?locale=en-GB`);
    expect(await screen.findByText('This studio sells no vouchers online at the moment.')).toBeInTheDocument();
  });
});

describe('the product flow', () => {
  it('lets a guest pick the day of a day ticket and pay at the studio, then asks for their details', async () => {
    serve({ [BY_VARIANT]: () => json(dayTicket) });
    const { router } = await renderApp(`${BASE}/booking/day-ticket/21?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a day ticket' })).toBeInTheDocument();
    const day = screen.getByLabelText(/^Day/) as HTMLSelectElement;
    expect(day.options).toHaveLength(31);
    await userEvent.selectOptions(day, day.options[3] as HTMLOptionElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at the studio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/booking/day-ticket/21/contact`));
    expect(readProductChoice(`${BASE}/booking/day-ticket/21`)).toMatchObject({
      payLater: true,
      validOn: day.options[3]?.value,
    });
    expect(await screen.findByRole('button', { name: 'Reserve, pay at the studio' })).toBeInTheDocument();
  });

  it('asks a guest to log in before buying an offer', async () => {
    serve({ [BY_VARIANT]: () => json(product()) });
    await renderApp(`${BASE}/booking/offer/11?locale=en-GB`);
    expect(await screen.findByText('Offers are added to your account: please log in first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says when the variant is not sold (any more)', async () => {
    serve({ [BY_VARIANT]: () => notFound('PRODUCT_NOT_FOUND') });
    await renderApp(`${BASE}/booking/voucher/99?locale=en-GB`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the vouchers' })).toBeInTheDocument();
  });

  it('shows the day ticket a pay-later success page names, and says so when it names none', async () => {
    const leadId = '0b7f5e2a-3c4d-4e5f-8a9b-1c2d3e4f5a6b';
    const reservations = '/v1/public/daytickets/reservations';
    serve({
      [`${reservations}/${leadId}`]: () =>
        json({
          leadId,
          studioId: studio.id,
          variantId: 21,
          name: 'Day ticket',
          validOn: '2026-11-26',
          price: { amount: 15, currency: 'EUR' },
        }),
      [`${reservations}/8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f`]: () => notFound('DAY_TICKET_NOT_FOUND'),
    });
    const { router } = await renderApp(`${BASE}/booking/day-ticket/21/paylater/success/${leadId}?locale=en-GB`);
    expect(await screen.findByRole('heading', { name: 'Day ticket reserved' })).toBeInTheDocument();
    expect(
      screen.getByText(/“Day ticket” for Thursday, 26 November 2026 is reserved\. Please pay €15\.00/),
    ).toBeInTheDocument();

    await router.navigate(
      `${BASE}/booking/day-ticket/21/paylater/success/8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f?locale=en-GB`,
    );
    expect(await screen.findByRole('heading', { name: 'No reservation found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Day ticket reserved' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the day tickets' })).toBeInTheDocument();
  });
});
