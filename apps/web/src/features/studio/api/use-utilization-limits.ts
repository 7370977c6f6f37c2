import { getMemberUtilizationLimits, getPublicUtilizationLimits } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function utilizationLimitsQueryOptions(studioId: number, enabled: boolean, member: boolean) {
  return queryOptions({
    queryKey: ['utilization', 'limits', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberUtilizationLimits : getPublicUtilizationLimits, { params: { studioId }, signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}

/** From which percentage the studio counts as medium and as high. */
export function useUtilizationLimits(studioId: number, enabled: boolean) {
  const member = useMemberCalls();
  return useQuery(utilizationLimitsQueryOptions(studioId, enabled, member));
}
