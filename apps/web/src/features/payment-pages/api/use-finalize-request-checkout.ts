import { finalizePaymentRequestCheckout } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentPagesKey } from '../payment-pages-keys.ts';
import { requestCheckoutQueryOptions } from './use-request-checkout.ts';

/** Asks the server to settle the checkout with the provider's word (idempotent); the request is then read again. */
export function useFinalizeRequestCheckout(publicToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(finalizePaymentRequestCheckout, { params: { id: publicToken } }),
    onSuccess: async (checkout) => {
      queryClient.setQueryData(requestCheckoutQueryOptions(publicToken).queryKey, checkout);
      await queryClient.invalidateQueries({ queryKey: [...paymentPagesKey, 'request'] });
    },
  });
}
