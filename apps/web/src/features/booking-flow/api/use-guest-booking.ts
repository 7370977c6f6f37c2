import {
  bookCourseAsGuest,
  bookCourseTrial,
  bookSingleTrial,
  bookTrialSessionAsGuest,
  type CustomerData,
} from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { GuestPlace } from '../place.ts';
import type { FlowSlot } from './use-flow-slot.ts';

/** TRIAL (a benefit trial or the trial session) or FREE (a free course or event place). */
export type GuestOption = 'trial' | 'free';

function times(slot: FlowSlot) {
  return { startDateTime: slot.startDateTime, endDateTime: slot.endDateTime };
}

/** The guest call of the kind and option; the place is held until confirmed from the mailed link. */
function bookAsGuest(slot: FlowSlot, option: GuestOption, customerData: CustomerData): Promise<GuestPlace> {
  if (slot.kind === 'trial-session') {
    return api(bookTrialSessionAsGuest, { query: { studioId: slot.studioId }, body: { ...times(slot), customerData } });
  }
  const ticket = { bookableItemId: slot.itemId };
  if (slot.kind === 'appointment') {
    const singleTicket = { bookableItemId: slot.benefitId, employeeId: slot.employeeId ?? 0 };
    return api(bookSingleTrial, {
      body: { calendarItemWithCustomerDto: { ...times(slot), ticket: singleTicket, customerData } },
    });
  }
  if (option === 'trial') {
    return api(bookCourseTrial, { body: { calendarItemWithCustomerDto: { ...times(slot), ticket, customerData } } });
  }
  return api(bookCourseAsGuest, { body: { ...times(slot), ticket, customerData } });
}

export function useGuestBooking() {
  return useMutation({
    mutationFn: ({ slot, option, customerData }: { slot: FlowSlot; option: GuestOption; customerData: CustomerData }) =>
      bookAsGuest(slot, option, customerData),
  });
}
