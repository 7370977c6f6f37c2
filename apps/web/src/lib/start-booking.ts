import { useLocation, useNavigate } from 'react-router';
import { type ChosenSlot, chooseSlot } from './booking-cart.ts';
import { stickyTarget } from './sticky-query.ts';
import { studioUuidOf, useStudioRef } from './studio-context.ts';
import { studioPath } from './studio-route.ts';

/**
 * What every "Book" of a slot does (a class, a course's date, an event date, an appointment time): the slot goes into
 * the cart and everyone into its booking flow. The flow's first step offers what the viewer may do, from the server's
 * booking options: a member books with a contingent, a guest tries, buys a paid place or books a free one, and whoever
 * has no way of their own is offered to log in or to connect their membership. So no schedule decides for a guest.
 */
export function useStartBooking(): (slot: ChosenSlot) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const ref = useStudioRef();
  return (slot) => {
    chooseSlot(slot);
    const prefix = ref ? studioPath(studioUuidOf(ref)) : '';
    void navigate(stickyTarget(`${prefix}/booking/${slot.kind}/${slot.itemId}`, search));
  };
}
