import { getPayment } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsKey } from '../payment-entry.ts';

export function paymentKey(paymentId: string) {
  return [...paymentsKey, 'detail', paymentId] as const;
}

/** One payment with its positions, refunds and whether it can be refunded. */
export function usePayment(paymentId: string) {
  return useQuery({
    queryKey: paymentKey(paymentId),
    queryFn: ({ signal }) => api(getPayment, { params: { paymentId }, signal }),
  });
}
