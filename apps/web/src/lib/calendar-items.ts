import { listCurrentCalendarItems, listPastCalendarItems } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type BookingsView = 'current' | 'past';

export const calendarItemsKey = ['calendar-items'] as const;

/** The member's places: upcoming (booked, waiting or cancelled) or past. */
export function useCalendarItems(view: BookingsView, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...calendarItemsKey, view],
    queryFn: ({ signal }) =>
      api(view === 'current' ? listCurrentCalendarItems : listPastCalendarItems, { query: {}, signal }),
  });
}
