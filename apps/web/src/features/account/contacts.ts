import { getContacts, getProfile } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const CONTACTS_KEY = ['account', 'contacts'] as const;
export const PROFILE_KEY = ['account', 'profile'] as const;

/**
 * Fetched afresh on every visit: another screen (the e-mail change link) or another device may have changed them,
 * and they are small.
 */
const FRESH = { staleTime: 0 } as const;

export function useContacts() {
  return useQuery({ queryKey: CONTACTS_KEY, queryFn: ({ signal }) => api(getContacts, { signal }), ...FRESH });
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => api(getProfile, { signal }), ...FRESH });
}
