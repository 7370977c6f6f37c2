import { getTrialSessionConfig } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function trialSessionConfigQueryOptions(studioId: number | undefined) {
  return queryOptions({
    queryKey: ['trial-session-config', studioId],
    queryFn: ({ signal }) => api(getTrialSessionConfig, { query: { studioId: studioId ?? 0 }, signal }),
    enabled: studioId !== undefined,
  });
}

/** spec 000 "Trial-session setup": the studio's trial-session benefit, or null when it offers none. */
export function useTrialSessionConfig(studioId: number | undefined) {
  return useQuery(trialSessionConfigQueryOptions(studioId));
}
