import { getMemberHistoricUtilization, getPublicHistoricUtilization } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function historicUtilizationQueryOptions(studioId: number, enabled: boolean, member: boolean) {
  return queryOptions({
    queryKey: ['utilization', 'historic', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberHistoricUtilization : getPublicHistoricUtilization, { params: { studioId }, signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}

/** How busy today's weekday usually is, hour by hour, over the past weeks. */
export function useHistoricUtilization(studioId: number, enabled: boolean) {
  const member = useMemberCalls();
  return useQuery(historicUtilizationQueryOptions(studioId, enabled, member));
}
