import { getDayTicketReservation } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function dayTicketReservationQueryOptions(leadId: string | undefined) {
  return queryOptions({
    queryKey: ['day-ticket-reservation', leadId],
    queryFn: ({ signal }) => api(getDayTicketReservation, { params: { leadId: leadId ?? '' }, signal }),
    enabled: leadId !== undefined,
    retry: false,
  });
}

/** The pay-later reservation a success page names by its lead; 404 when there is none. */
export function useDayTicketReservation(leadId: string | undefined) {
  return useQuery(dayTicketReservationQueryOptions(leadId));
}
