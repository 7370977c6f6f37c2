import { listCheckinReservations } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function useMyReservations() {
  return useQuery({
    queryKey: [...checkinKey, 'mine'],
    queryFn: ({ signal }) => api(listCheckinReservations, { signal }),
  });
}
