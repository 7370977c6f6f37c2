import type { Checkout, CheckoutStatus } from '@motus/contract';

/** How often a checkout still waiting for the provider's word is read again (DESIGN.md "Payments"). */
export const CHECKOUT_POLL_MS = 2000;

/** Waiting for the provider: paid or not is not decided yet. */
const UNDECIDED: readonly CheckoutStatus[] = ['CREATED', 'PENDING'];

export function isUndecided(checkout: Checkout): boolean {
  return UNDECIDED.includes(checkout.status);
}
