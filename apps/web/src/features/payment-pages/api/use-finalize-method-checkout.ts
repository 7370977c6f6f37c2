import { finalizePaymentMethodCheckout } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { methodConfigurationKey } from '../payment-pages-keys.ts';

/** Back from the provider: the server asks it how the entry ended (idempotent) and answers the configuration. */
export function useFinalizeMethodCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(finalizePaymentMethodCheckout, { params: { token } }),
    onSuccess: (configuration) => queryClient.setQueryData(methodConfigurationKey(token), configuration),
  });
}
