import { cancelAggregatedCalendarItem, getCancellationRuleInfo } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarItemsKey } from '../../../lib/calendar-items.ts';

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api(cancelAggregatedCalendarItem, { params: { uuid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarItemsKey }),
  });
}

/** What cancelling this place gives back and until when it is free, asked right before the confirm dialog. */
export function useCancellationRule() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: ['cancellation-rule', id],
      queryFn: ({ signal }) => api(getCancellationRuleInfo, { params: { id }, signal }),
      staleTime: 0,
    });
}
