import { reserveCheckinSlot } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKey } from '../checkin-keys.ts';

export function useReserveSlot(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: number) => api(reserveCheckinSlot, { params: { studioId }, body: { slotId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKey }),
  });
}
