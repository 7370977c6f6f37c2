import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Checkout } from '@motus/contract';
import { LOCALES_DIR } from '@motus/i18n/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mergeCatalogues } from '../lib/translations.ts';
import { ConfirmProvider } from '../ui/confirm-provider.tsx';

/** Test data and a frame for the checkout building blocks. */

export const MEMBER_CHECKOUT_ID = '3b0c7a4e-2f51-4c1e-9a57-6d1f1e2a9c01';
export const PUBLIC_TOKEN = 'pt_7Hq2mVZk1xQ9rLw3sT8yBc';

const TAGS = ['checkout', 'common', 'ui', 'account'];

function translations(locale: string) {
  const read = (tag: string) => JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${tag}.json`), 'utf8'));
  return TAGS.map(read).reduce(mergeCatalogues, {});
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export function checkout(overrides: Partial<Checkout> = {}): Checkout {
  const created = new Date('2030-05-04T10:00:00Z');
  return {
    id: MEMBER_CHECKOUT_ID,
    publicToken: PUBLIC_TOKEN,
    type: 'COURSE_APPOINTMENT',
    status: 'CREATED',
    studioId: 1,
    positions: [{ label: 'Hot Yoga drop-in', quantity: 1, unitPrice: eur(18), total: eur(18) }],
    subtotal: eur(18),
    discount: eur(0),
    total: eur(18),
    voucherCode: null,
    paymentMethod: 'CREDIT_CARD',
    calendarItemId: null,
    expiresAt: new Date(created.getTime() + 15 * 60_000).toISOString(),
    createdAt: created.toISOString(),
    finalizedAt: null,
    failureReason: null,
    order: null,
    ...overrides,
  };
}

/**
 * Renders a block at `path` with the real catalogues, a fresh query client, the confirm dialog and a router whose
 * other paths show their own address (to assert where a block navigated).
 */
export function renderCheckout(ui: ReactNode, { path = '/pay', locale = 'en-GB' } = {}) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: translations(locale) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  const result = render(
    <I18nextProvider i18n={instance}>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user, router, ...result };
}
