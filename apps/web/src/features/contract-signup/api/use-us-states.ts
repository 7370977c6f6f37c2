import { getUsStates } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function usStatesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'us-states'],
    queryFn: ({ signal }) => api(getUsStates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useUsStates(enabled: boolean) {
  return useQuery(usStatesQueryOptions(enabled));
}
