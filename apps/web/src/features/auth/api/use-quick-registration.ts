import { getQuickRegistration } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function quickRegistrationQueryOptions(registerUuid: string) {
  return queryOptions({
    queryKey: ['quick-registration', registerUuid],
    queryFn: ({ signal }) => api(getQuickRegistration, { query: { registerUuid }, signal }),
    retry: false,
  });
}

/** A studio's invitation to register (quick registration). */
export function useQuickRegistration(registerUuid: string) {
  return useQuery(quickRegistrationQueryOptions(registerUuid));
}
