import { confirmBenefitTrial, getCalendarItem, getGuestCalendarItem } from '@motus/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function bookedPlaceKey(id: string, member: boolean) {
  return ['booking-flow', 'place', id, member] as const;
}

/** The place just booked: the member's own, or a guest's by its unguessable id. */
export function useBookedPlace(id: string, member: boolean) {
  return useQuery({
    queryKey: bookedPlaceKey(id, member),
    queryFn: ({ signal }) => api(member ? getCalendarItem : getGuestCalendarItem, { params: { id }, signal }),
    retry: false,
  });
}

/** Confirms a guest's place from the mailed link; a link works once. */
export function useConfirmPlace() {
  return useMutation({ mutationFn: (uuid: string) => api(confirmBenefitTrial, { params: { uuid } }) });
}
