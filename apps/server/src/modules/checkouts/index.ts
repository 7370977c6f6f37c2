import type { ServerModule } from '../../lib/server-module.ts';
import { checkoutDepsOf } from './checkout-deps.ts';
import { startCheckoutExpiry } from './expiry.ts';
import checkoutsRoutes from './routes.ts';

export { toCheckout } from './answer.ts';
export { authenticateCheckout, NOTIFICATION_PATH } from './authenticate-service.ts';
export { type CheckoutDeps, checkoutDepsOf } from './checkout-deps.ts';
export {
  type Buyer,
  type CheckoutItemContext,
  type CheckoutItemHandler,
  type FulfilledItem,
  type PricedItem,
  type PriceTerms,
  singlePosition,
} from './checkout-item.ts';
export { createCheckout } from './create-service.ts';
export { checkoutConflict, invalidBodyField } from './errors.ts';
export { finalizeCheckout, isOpen, requireCheckoutRow, stopCheckout } from './finalize-service.ts';
export { checkoutItemHandlers } from './item-handlers.ts';
export { heldByOpenCheckout } from './open-holds.ts';
export { assertMethodOffered } from './payment-methods.ts';
export { findCheckout, findOrder, updateCheckout } from './repo.ts';
export { type CheckoutPosition, type CheckoutRow, checkouts } from './schema/checkouts.ts';
export { cancelCheckout, checkoutAnswer, guestCheckout } from './service.ts';

export const checkoutsModule: ServerModule = {
  name: 'checkouts',
  routes: [checkoutsRoutes],
  jobs: [(app) => startCheckoutExpiry(checkoutDepsOf(app.db, app.paymentProvider, app.config), app.log)],
};
