import type { AvailablePaymentTypes, PaymentMethodType } from '@motus/contract';
import { CheckoutErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { requireStudio } from '../../studios/index.ts';
import type { PaymentProvider } from '../provider/payment-provider.ts';
import { unprocessable } from './errors.ts';

/** A method the provider does not offer in the checkout's currency (TWINT in euros) is refused. */
export function assertMethodOffered(provider: PaymentProvider, method: PaymentMethodType, currencyCode: string): void {
  if (provider.methodsFor(currencyCode).includes(method)) return;
  throw unprocessable(CheckoutErrors.paymentMethodNotAvailable, `${method} cannot be used to pay in ${currencyCode}`);
}

/** The ways a studio's checkouts can be paid: the provider's methods for the studio's currency. */
export async function availablePaymentTypes(
  db: Database,
  provider: PaymentProvider,
  studioId: number,
): Promise<AvailablePaymentTypes> {
  const studio = await requireStudio(db, studioId);
  return { currency: studio.currencyCode, paymentTypes: provider.methodsFor(studio.currencyCode) };
}
