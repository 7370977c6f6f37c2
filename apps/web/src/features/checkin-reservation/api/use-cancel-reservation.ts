import { cancelCheckinReservation } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(cancelCheckinReservation, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKey }),
  });
}
