import { getMemberUtilization, getPublicUtilization } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

const REFRESH_MS = 60_000;

export function currentUtilizationQueryOptions(studioId: number, enabled: boolean, member: boolean) {
  return queryOptions({
    queryKey: ['utilization', 'current', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberUtilization : getPublicUtilization, { params: { studioId }, signal }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** People in the studio right now against its capacity, refreshed every minute while the page is open. */
export function useCurrentUtilization(studioId: number, enabled: boolean) {
  const member = useMemberCalls();
  return useQuery(currentUtilizationQueryOptions(studioId, enabled, member));
}
