import { getProfile } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Fetched afresh on every visit, like the contacts (use-contacts.ts). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => api(getProfile, { signal }),
    staleTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
