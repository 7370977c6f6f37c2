import { getPayment } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsKey } from '../payment-entry.ts';

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: [...paymentsKey, 'detail', paymentId],
    queryFn: ({ signal }) => api(getPayment, { params: { paymentId }, signal }),
  });
}

/** One payment with its positions, refunds and whether it can be refunded. */
export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
