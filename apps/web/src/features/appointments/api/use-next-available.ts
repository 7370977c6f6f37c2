import { getPublicSingleNextAvailable, getSingleNextAvailable } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function nextAvailableQueryOptions(benefitId: number, connected: boolean) {
  return queryOptions({
    queryKey: ['single-next-available', benefitId, connected],
    queryFn: ({ signal }) =>
      api(connected ? getSingleNextAvailable : getPublicSingleNextAvailable, { params: { benefitId }, signal }),
    enabled: Number.isInteger(benefitId) && benefitId > 0,
  });
}

/** The first day with a free slot: where the day strip starts when the path names no day. */
export function useNextAvailable(benefitId: number, connected: boolean) {
  return useQuery(nextAvailableQueryOptions(benefitId, connected));
}
