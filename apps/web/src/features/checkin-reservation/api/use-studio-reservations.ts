import { listStudioCheckinReservations } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function studioReservationsQueryOptions(studioId: number | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: [...checkinKey, 'studio-reservations', studioId],
    queryFn: ({ signal }) => api(listStudioCheckinReservations, { params: { studioId: studioId ?? 0 }, signal }),
    enabled: enabled && studioId !== undefined,
  });
}

/** The connected member's upcoming reservations at the studio (the member's own state next to the public slots). */
export function useStudioReservations(studioId: number | undefined, enabled: boolean) {
  return useQuery(studioReservationsQueryOptions(studioId, enabled));
}
