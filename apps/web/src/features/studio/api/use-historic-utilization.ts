import { getMemberHistoricUtilization, getPublicHistoricUtilization } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

/** How busy today's weekday usually is, hour by hour, over the past weeks. */
export function useHistoricUtilization(studioId: number, enabled: boolean) {
  const member = useMemberCalls();
  return useQuery({
    queryKey: ['utilization', 'historic', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberHistoricUtilization : getPublicHistoricUtilization, { params: { studioId }, signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}
