import { createPaymentRequestCheckout, type PaymentRequestCheckoutBody } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A checkout of the payment request, priced by the server from the request's positions. */
export function useCreateRequestCheckout() {
  return useMutation({
    mutationFn: (body: PaymentRequestCheckoutBody) => api(createPaymentRequestCheckout, { body }),
  });
}
