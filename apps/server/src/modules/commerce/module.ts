import type { ServerModule } from '../../lib/server-module.ts';
import { checkoutDepsPlugin } from './checkouts/checkout-deps.ts';
import { startCheckoutExpiry } from './checkouts/expiry.ts';
import checkoutsRoutes from './checkouts/routes.ts';
import instrumentsRoutes from './instruments/routes.ts';
import paymentsRoutes from './payments/payments-routes.ts';

/**
 * Checkouts, payments, payment instruments and the payment-provider port in one module: a checkout is paid through
 * the provider and ends in a payment, so they change together (docs/architecture.md).
 */
export const commerceModule: ServerModule = {
  name: 'commerce',
  routes: [checkoutDepsPlugin, checkoutsRoutes, paymentsRoutes, instrumentsRoutes],
  jobs: [(app) => startCheckoutExpiry(app.checkoutDeps, app.log)],
};
