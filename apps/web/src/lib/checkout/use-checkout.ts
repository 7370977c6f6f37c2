import { type Checkout, type CheckoutStatus, getCheckout } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { type CheckoutKind, type CheckoutRef, publicGetCallFor, refValue } from './checkout-ref.ts';

/** How often a checkout still waiting for the provider's word is read again (DESIGN.md "Payments"). */
export const CHECKOUT_POLL_MS = 2000;

/** Waiting for the provider: paid or not is not decided yet. */
const UNDECIDED: readonly CheckoutStatus[] = ['CREATED', 'PENDING'];

export function isUndecided(checkout: Checkout): boolean {
  return UNDECIDED.includes(checkout.status);
}

export function checkoutKey(ref: CheckoutRef) {
  return ['checkout', ref.member, refValue(ref)] as const;
}

export function readCheckout(ref: CheckoutRef, kind: CheckoutKind, signal?: AbortSignal): Promise<Checkout> {
  if (ref.member) return api(getCheckout, { params: { id: ref.id }, signal });
  return api(publicGetCallFor(kind), { params: { publicToken: ref.publicToken }, signal });
}

interface CheckoutOptions {
  /** Reads again every 2 s while the provider has not decided. */
  pollWhileUndecided?: boolean;
  enabled?: boolean;
}

/** A member's checkout by id or a guest's by its public token (the kind names the public call). */
export function useCheckout(
  ref: CheckoutRef,
  kind: CheckoutKind,
  { pollWhileUndecided = false, enabled = true }: CheckoutOptions = {},
) {
  return useQuery({
    queryKey: checkoutKey(ref),
    queryFn: ({ signal }) => readCheckout(ref, kind, signal),
    enabled,
    retry: false,
    refetchInterval: (query) => {
      const checkout = query.state.data;
      return pollWhileUndecided && checkout && isUndecided(checkout) ? CHECKOUT_POLL_MS : false;
    },
  });
}
