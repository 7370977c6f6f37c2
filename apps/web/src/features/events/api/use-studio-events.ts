import { listPublicStudioEvents, listStudioEvents } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export type StudioEvent = ClientAnswer<typeof listPublicStudioEvents>[number];
export type EventAppointment = StudioEvent['appointments'][number];

export const studioEventsKey = ['studio-events'] as const;

export function studioEventsQueryOptions(studioId: number | undefined, member: boolean) {
  return queryOptions({
    queryKey: [...studioEventsKey, studioId, member],
    queryFn: ({ signal }) => {
      const options = { query: { studioId: studioId ?? 0 }, signal };
      return member ? api(listStudioEvents, options) : api(listPublicStudioEvents, options);
    },
    enabled: studioId !== undefined,
  });
}

/** The studio's coming events; with the member's own places when connected to its tenant (spec 001 section 7.4). */
export function useStudioEvents(studioId: number | undefined) {
  const member = useMemberCalls();
  return useQuery(studioEventsQueryOptions(studioId, member));
}
