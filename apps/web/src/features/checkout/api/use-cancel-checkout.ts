import { cancelCheckout } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkoutKey } from './use-checkout.ts';

/** A member gives up their checkout; the held place is released at once. Guests have no cancel call. */
export function useCancelCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(cancelCheckout, { params: { id } }),
    onSuccess: (checkout) => queryClient.setQueryData(checkoutKey({ member: true, id }), checkout),
  });
}
