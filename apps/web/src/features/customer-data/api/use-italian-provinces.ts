import { getCustomerItalianProvinces } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function italianProvincesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['customer-data', 'italian-provinces'],
    queryFn: ({ signal }) => api(getCustomerItalianProvinces, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The Italian provinces, asked only while the address is in Italy. */
export function useItalianProvinces(enabled: boolean) {
  return useQuery(italianProvincesQueryOptions(enabled));
}
