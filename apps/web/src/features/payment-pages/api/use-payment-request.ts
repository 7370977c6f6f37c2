import { getPaymentRequest } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestKey } from '../payment-pages-keys.ts';

/** The studio's payment request: its positions with due dates, total and status. */
export function usePaymentRequest(id: string) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => api(getPaymentRequest, { params: { paymentRequestUuid: id }, signal }),
    retry: false,
  });
}
