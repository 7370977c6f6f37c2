import type { Checkout, PaymentMethodConfiguration, PaymentRequest } from '@motus/contract';
import { checkout } from '../../test/checkout-test-kit.tsx';

/** Test data of the payment pages, as the server answers it. */

export const REQUEST_ID = '7a3e9c10-5d2b-4f8a-9c61-2b4d6e8f0a01';
export const LINK_TOKEN = 'kw-anna-payment-method-2f8c41d7e9';
export const STUDIO = { id: 1210001001, name: 'Kraftwerk Berlin Mitte' };

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    id: REQUEST_ID,
    status: 'OPEN',
    studio: STUDIO,
    positions: [
      { label: 'Personal training package (5 sessions)', amount: eur(245), dueDate: '2030-06-03' },
      { label: 'Nutrition consultation', amount: eur(60), dueDate: '2030-06-10' },
    ],
    total: eur(305),
    createdAt: '2030-05-20T08:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

export function requestCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return checkout({
    type: 'PAYMENT_REQUEST',
    studioId: STUDIO.id,
    positions: [],
    subtotal: eur(305),
    total: eur(305),
    ...overrides,
  });
}

export function configuration(overrides: Partial<PaymentMethodConfiguration> = {}): PaymentMethodConfiguration {
  return {
    studio: STUDIO,
    allowedMethods: ['CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT'],
    selectedMethod: null,
    checkoutStatus: null,
    failureReason: null,
    configured: null,
    tokenValidUntil: '2031-05-20T08:00:00.000Z',
    ...overrides,
  };
}
