import type { CheckoutDeps } from '../checkouts/checkout-deps.ts';
import { finalizeLinkCheckout } from './payment-method-links-checkout.ts';
import { findLinkOfCheckout } from './payment-method-links-repo.ts';
import { findTokenization } from './tokenization-repo.ts';
import { completeTokenization, isCheckoutReference } from './tokenization-service.ts';

/**
 * A tokenization's news from the provider's webhook (TOKENIZATION_UPDATED), settled as the browser's return would
 * settle it, so a closed tab still saves the instrument: a payment-method link's checkout is finalized, a member's
 * instrument saved. Idempotent, like the calls it stands in for; unknown references are left alone.
 */
export async function settleTokenizationNotice(deps: CheckoutDeps, reference: string, now = new Date()): Promise<void> {
  if (isCheckoutReference(reference)) {
    const link = await findLinkOfCheckout(deps.db, reference);
    // An expired link cannot be configured any more, nor can one that has moved on to a newer checkout.
    if (link && link.validUntil > now) await finalizeLinkCheckout(deps, link.token);
    return;
  }
  if (await findTokenization(deps.db, reference)) await completeTokenization(deps.db, deps.provider, reference, null);
}
