import { bookCourse, bookSingle, bookTrialSession } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calendarItemsKey } from '../../../lib/calendar-items.ts';
import type { Place } from '../place.ts';
import { bookedPlaceQueryOptions } from './use-booked-place.ts';
import type { SlotBookingOption } from './use-booking-options.ts';
import type { FlowSlot } from './use-flow-slot.ts';

function times(slot: FlowSlot) {
  return { startDateTime: slot.startDateTime, endDateTime: slot.endDateTime };
}

/** The member call of the slot's kind; a contingent option names the contingent to take the visit from. */
function book(slot: FlowSlot, option: SlotBookingOption): Promise<Place> {
  const contingent = option.contingentId === null ? {} : { contingentId: option.contingentId };
  switch (slot.kind) {
    case 'appointment':
      return api(bookSingle, {
        body: {
          ...times(slot),
          ticket: { bookableItemId: slot.benefitId, employeeId: slot.employeeId ?? 0, ...contingent },
        },
      });
    case 'trial-session':
      return api(bookTrialSession, { query: { studioId: slot.studioId }, body: times(slot) });
    default:
      return api(bookCourse, { body: { ...times(slot), ticket: { bookableItemId: slot.itemId, ...contingent } } });
  }
}

export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, option }: { slot: FlowSlot; option: SlotBookingOption }) => book(slot, option),
    // The success page then knows the place it names is a place, not a paid checkout it would have to ask for.
    onSuccess: (place) => queryClient.setQueryData(bookedPlaceQueryOptions(place.id, true).queryKey, place),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarItemsKey }),
  });
}
