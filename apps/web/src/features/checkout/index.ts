import type { CheckoutParts } from '../../lib/checkout-parts.tsx';
import { useCheckout } from './api/use-checkout.ts';
import { CheckoutOutcome } from './checkout-outcome.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PaymentTypesGate } from './payment-types-gate.tsx';
import { useStartCheckout } from './use-start-checkout.ts';

/** The checkout feature's public surface: the parts app/ hands to the screens that sell something. */
export const checkoutParts: CheckoutParts = {
  CheckoutSummary,
  CheckoutOutcome,
  PaymentStep,
  PaymentTypesGate,
  useStartCheckout,
  useCheckout,
};
