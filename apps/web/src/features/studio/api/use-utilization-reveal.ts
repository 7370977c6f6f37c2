import { getMemberUtilizationReveal, getPublicUtilizationReveal } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function utilizationRevealQueryOptions(studioId: number, member: boolean) {
  return queryOptions({
    queryKey: ['utilization', 'reveal', studioId, member],
    queryFn: ({ signal }) =>
      api(member ? getMemberUtilizationReveal : getPublicUtilizationReveal, { params: { studioId }, signal }),
    retry: false,
  });
}

/** Whether the studio shows its utilization to the viewer. */
export function useUtilizationReveal(studioId: number) {
  const member = useMemberCalls();
  return useQuery(utilizationRevealQueryOptions(studioId, member));
}
