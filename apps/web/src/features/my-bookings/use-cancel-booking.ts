import { cancelCalendarItem } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { calendarItemsKey } from '../../lib/calendar-items.ts';

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(cancelCalendarItem, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarItemsKey }),
  });
}
