import type { PaymentMethodType } from '@motus/contract';
import type { PaymentProvider, StartPaymentInput } from '../../../src/modules/commerce/provider/payment-provider.ts';
import type { CardInput } from '../../../src/modules/psp/test-cards.ts';

export const RETURN_URLS = {
  successUrl: '/studio/1/booking/course/1/success/ref',
  cancelUrl: '/studio/1/booking/course/1/cancel/ref',
  failureUrl: '/studio/1/booking/course/1/failure/ref',
  notifyUrl: 'http://localhost:3000/v1/payment-provider/notifications',
};

export function paymentInput(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    ...RETURN_URLS,
    reference: `checkout-${Math.random().toString(36).slice(2)}`,
    amountMinor: 2500,
    currencyCode: 'EUR',
    method: 'CREDIT_CARD',
    description: 'Yoga Flow, 12 May',
    locale: 'en-GB',
    ...overrides,
  };
}

/** A started payment's session id (the hosted page is where the test continues). */
export async function startPayment(
  provider: PaymentProvider,
  method: PaymentMethodType = 'CREDIT_CARD',
  overrides: Partial<StartPaymentInput> = {},
): Promise<string> {
  const started = await provider.startPayment(paymentInput({ method, ...overrides }));
  return started.sessionId;
}

export function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  return { number, expiry: '12/39', cvc: '123', holder: 'Anna Berger', ...overrides };
}
