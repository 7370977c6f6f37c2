import { createPaymentMethodCheckout, type PaymentMethodType } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A checkout of the link for the chosen method (nothing is charged). */
export function useCreateMethodCheckout(token: string) {
  return useMutation({
    mutationFn: (method: PaymentMethodType) => api(createPaymentMethodCheckout, { body: { token, method } }),
  });
}
