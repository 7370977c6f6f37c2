import type { PaymentMethodType } from '@motus/contract';

const EVERYWHERE: PaymentMethodType[] = ['CREDIT_CARD', 'PAYPAL'];

/** What the test provider offers per currency, as real providers do: local methods only in their currency. */
const BY_CURRENCY: Record<string, PaymentMethodType[]> = {
  EUR: [...EVERYWHERE, 'SEPA_DIRECT_DEBIT', 'IDEAL', 'BANCONTACT'],
  CHF: [...EVERYWHERE, 'SEPA_DIRECT_DEBIT', 'TWINT'],
};

export function testProviderMethods(currencyCode: string): PaymentMethodType[] {
  return [...(BY_CURRENCY[currencyCode.toUpperCase()] ?? EVERYWHERE)];
}
