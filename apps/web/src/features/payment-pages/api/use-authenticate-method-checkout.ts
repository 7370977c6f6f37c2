import { authenticatePaymentMethodCheckout } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Hands the link's checkout to the provider: answers the provider's page where the details are entered. */
export function useAuthenticateMethodCheckout(token: string) {
  return useMutation({
    mutationFn: () => api(authenticatePaymentMethodCheckout, { params: { token } }),
  });
}
