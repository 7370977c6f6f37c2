import { type BookDayTicketBody, bookDayTicket } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A day ticket reserved now and paid at the studio (the guest becomes a lead). */
export function useBookDayTicket() {
  return useMutation({ mutationFn: (body: BookDayTicketBody) => api(bookDayTicket, { body }) });
}
