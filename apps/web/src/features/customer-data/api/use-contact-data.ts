import { useQuery } from '@tanstack/react-query';
import { contactDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's e-mail address and phone numbers, with what a change of them does. */
export function useContactData() {
  return useQuery(contactDataQueryOptions());
}
