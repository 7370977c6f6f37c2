import {
  authenticateCheckout,
  authenticatePublicCheckout,
  type CheckoutAuthentication,
  type PaymentMethodType,
} from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CheckoutRef } from '../../../lib/checkout-ref.ts';
import { checkoutKey } from './use-checkout.ts';

function authenticate(ref: CheckoutRef, paymentMethod: PaymentMethodType | undefined): Promise<CheckoutAuthentication> {
  const body = paymentMethod ? { paymentMethod } : {};
  if (ref.member) return api(authenticateCheckout, { params: { id: ref.id }, body });
  return api(authenticatePublicCheckout, { params: { publicToken: ref.publicToken }, body });
}

/** Hands the checkout to the provider: answers where the buyer approves the payment (null: nothing to approve). */
export function useAuthenticateCheckout(ref: CheckoutRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethod?: PaymentMethodType) => authenticate(ref, paymentMethod),
    onSuccess: ({ checkout }) => queryClient.setQueryData(checkoutKey(ref), checkout),
  });
}
