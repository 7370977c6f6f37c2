import { getContacts } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetched afresh on every visit: another screen (the e-mail change link) or another device may have changed them,
 * and they are small.
 */
export function contactsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'contacts'],
    queryFn: ({ signal }) => api(getContacts, { signal }),
    staleTime: 0,
  });
}

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
