import { listCheckinSlots } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function checkinSlotsQueryOptions(studioId: number | undefined) {
  return queryOptions({
    queryKey: [...checkinKey, 'slots', studioId],
    queryFn: ({ signal }) => api(listCheckinSlots, { params: { studioId: studioId ?? 0 }, query: {}, signal }),
    enabled: studioId !== undefined,
  });
}

/** The open slots of the studio's coming week (the server's default range, which covers the 7-day strip). */
export function useCheckinSlots(studioId: number | undefined) {
  return useQuery(checkinSlotsQueryOptions(studioId));
}
