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
export { openBalanceOf } from './payments/account-balance-service.ts';
export { customerAccountOf, type DueDays, defaultDueDays } from './payments/account-statement.ts';
export { type PaidPurchase, paidPurchasesBetween } from './payments/month-purchases.ts';
export { personalDataOfPayments } from './payments/personal-data.ts';
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
