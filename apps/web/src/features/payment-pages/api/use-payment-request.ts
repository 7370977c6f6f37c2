import { getPaymentRequest } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKey } from '../payment-pages-keys.ts';

export function paymentRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => api(getPaymentRequest, { params: { paymentRequestUuid: id }, signal }),
    retry: false,
  });
}

/** The studio's payment request: its positions with due dates, total and status. */
export function usePaymentRequest(id: string) {
  return useQuery(paymentRequestQueryOptions(id));
}
