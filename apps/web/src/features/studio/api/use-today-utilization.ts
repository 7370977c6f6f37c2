import { getMemberTodayUtilization, getPublicTodayUtilization } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

const REFRESH_MS = 5 * 60_000;

export function todayUtilizationQueryOptions(studioId: number, enabled: boolean, member: boolean) {
  return queryOptions({
    queryKey: ['utilization', 'today', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberTodayUtilization : getPublicTodayUtilization, { params: { studioId }, signal }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** Today's utilization hour by hour, up to the current hour. */
export function useTodayUtilization(studioId: number, enabled: boolean) {
  const member = useMemberCalls();
  return useQuery(todayUtilizationQueryOptions(studioId, enabled, member));
}
