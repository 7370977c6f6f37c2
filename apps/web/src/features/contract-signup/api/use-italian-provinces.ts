import { getItalianProvinces } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function italianProvincesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'italian-provinces'],
    queryFn: ({ signal }) => api(getItalianProvinces, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useItalianProvinces(enabled: boolean) {
  return useQuery(italianProvincesQueryOptions(enabled));
}
