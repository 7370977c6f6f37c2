import { getContractPublicConfig } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function signupConfigQueryOptions(studioId: number) {
  return queryOptions({
    queryKey: ['contract-signup', 'config', studioId],
    queryFn: ({ signal }) => api(getContractPublicConfig, { query: { studioId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** What the studio's sign-up asks (tax id, identity document) and which payment methods it takes. */
export function useSignupConfig(studioId: number) {
  return useQuery(signupConfigQueryOptions(studioId));
}
