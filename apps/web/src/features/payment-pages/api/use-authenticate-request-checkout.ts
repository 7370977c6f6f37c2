import { authenticatePaymentRequestCheckout } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Hands the checkout to the provider: answers the provider's page (null: nothing left to approve). */
export function useAuthenticateRequestCheckout() {
  return useMutation({
    mutationFn: (publicToken: string) =>
      api(authenticatePaymentRequestCheckout, { params: { id: publicToken }, body: {} }),
  });
}
