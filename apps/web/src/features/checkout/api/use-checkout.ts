import { type Checkout, getCheckout } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CheckoutOptions } from '../../../lib/checkout-parts.tsx';
import { type CheckoutKind, type CheckoutRef, publicGetCallFor, refValue } from '../../../lib/checkout-ref.ts';
import { CHECKOUT_POLL_MS, isUndecided } from '../../../lib/checkout-status.ts';

export function checkoutKey(ref: CheckoutRef) {
  return ['checkout', ref.member, refValue(ref)] as const;
}

export function readCheckout(ref: CheckoutRef, kind: CheckoutKind, signal?: AbortSignal): Promise<Checkout> {
  if (ref.member) return api(getCheckout, { params: { id: ref.id }, signal });
  return api(publicGetCallFor(kind), { params: { publicToken: ref.publicToken }, signal });
}

export function checkoutQueryOptions(ref: CheckoutRef, kind: CheckoutKind) {
  return queryOptions({
    queryKey: checkoutKey(ref),
    queryFn: ({ signal }) => readCheckout(ref, kind, signal),
  });
}

/** A member's checkout by id or a guest's by its public token (the kind names the public call). */
export function useCheckout(
  ref: CheckoutRef,
  kind: CheckoutKind,
  { pollWhileUndecided = false, enabled = true }: CheckoutOptions = {},
) {
  return useQuery({
    ...checkoutQueryOptions(ref, kind),
    enabled,
    retry: false,
    refetchInterval: (query) => {
      const checkout = query.state.data;
      return pollWhileUndecided && checkout && isUndecided(checkout) ? CHECKOUT_POLL_MS : false;
    },
  });
}
