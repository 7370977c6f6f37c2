import { listAggregatedCalendarHistory, listAggregatedCurrentCalendarItems } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type BookingsView, calendarItemsKey } from '../../../lib/calendar-items.ts';

export function myBookingsQueryOptions(view: BookingsView) {
  return queryOptions({
    queryKey: [...calendarItemsKey, 'aggregated', view],
    queryFn: ({ signal }) =>
      api(view === 'current' ? listAggregatedCurrentCalendarItems : listAggregatedCalendarHistory, { signal }),
  });
}

/** The member's places in every studio they are connected to: upcoming, or past and cancelled. */
export function useMyBookings(view: BookingsView) {
  return useQuery(myBookingsQueryOptions(view));
}
