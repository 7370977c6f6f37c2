import { type Checkout, finalizeCheckout, finalizePublicCheckout } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CheckoutRef } from '../../../lib/checkout-ref.ts';
import { checkoutKey } from './use-checkout.ts';

function finalize(ref: CheckoutRef): Promise<Checkout> {
  if (ref.member) return api(finalizeCheckout, { params: { id: ref.id } });
  return api(finalizePublicCheckout, { params: { publicToken: ref.publicToken } });
}

/**
 * Asks the server to settle the checkout with the provider's word: creates what was bought (once, however often it is
 * called) or records the failure and releases what was held.
 */
export function useFinalizeCheckout(ref: CheckoutRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finalize(ref),
    onSuccess: (checkout) => queryClient.setQueryData(checkoutKey(ref), checkout),
  });
}
