import { confirmBenefitTrial, getCalendarItem, getGuestCalendarItem } from '@motus/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function bookedPlaceQueryOptions(id: string, member: boolean) {
  return queryOptions({
    queryKey: ['booking-flow', 'place', id, member],
    queryFn: ({ signal }) => api(member ? getCalendarItem : getGuestCalendarItem, { params: { id }, signal }),
    retry: false,
  });
}

/** The place just booked: the member's own, or a guest's by its unguessable id. */
export function useBookedPlace(id: string, member: boolean) {
  return useQuery(bookedPlaceQueryOptions(id, member));
}

/** Confirms a guest's place from the mailed link; a link works once. */
export function useConfirmPlace() {
  return useMutation({ mutationFn: (uuid: string) => api(confirmBenefitTrial, { params: { uuid } }) });
}
