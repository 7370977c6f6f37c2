import { listAvailablePaymentTypes } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function paymentTypesQueryOptions(studioId: number) {
  return queryOptions({
    queryKey: ['checkout', 'payment-types', studioId],
    queryFn: ({ signal }) => api(listAvailablePaymentTypes, { query: { studioId }, signal }),
  });
}

/** The ways the studio's checkouts can be paid (the provider's methods for the studio's currency). */
export function usePaymentTypes(studioId: number) {
  return useQuery(paymentTypesQueryOptions(studioId));
}
