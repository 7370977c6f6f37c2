import { listCheckinReservations } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function myReservationsQueryOptions() {
  return queryOptions({
    queryKey: [...checkinKey, 'mine'],
    queryFn: ({ signal }) => api(listCheckinReservations, { signal }),
  });
}

export function useMyReservations() {
  return useQuery(myReservationsQueryOptions());
}
