import type { ServerModule } from '../../lib/server-module.ts';
import { checkoutDepsPlugin } from './checkouts/checkout-deps.ts';
import { startCheckoutExpiry } from './checkouts/expiry.ts';
import checkoutsRoutes from './checkouts/routes.ts';
import instrumentsRoutes from './instruments/routes.ts';
import paymentsRoutes from './payments/payments-routes.ts';

export {
  type Buyer,
  type CheckoutItemContext,
  type CheckoutItemHandler,
  type FulfilledItem,
  type PricedItem,
  type PriceTerms,
  singlePosition,
} from './checkouts/checkout-item.ts';
export { checkoutConflict, invalidBodyField } from './checkouts/errors.ts';
export { heldByOpenCheckout } from './checkouts/open-holds.ts';
export { findOrder } from './checkouts/repo.ts';
export { type CheckoutRow, checkouts } from './checkouts/schema/checkouts.ts';
export type {
  PaymentProvider,
  ProviderNotification,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderReturnUrls,
  RefundResult,
  StartedSession,
  StartPaymentInput,
  StartTokenizationInput,
} from './provider/payment-provider.ts';

/**
 * Checkouts, payments, payment instruments and the payment-provider port in one module: a checkout is paid through
 * the provider and ends in a payment, so they change together (docs/architecture.md).
 */
export const commerceModule: ServerModule = {
  name: 'commerce',
  routes: [checkoutDepsPlugin, checkoutsRoutes, paymentsRoutes, instrumentsRoutes],
  jobs: [(app) => startCheckoutExpiry(app.checkoutDeps, app.log)],
};
