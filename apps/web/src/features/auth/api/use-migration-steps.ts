import { getMigrationSteps } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const MIGRATION_KEY = ['migration', 'steps'] as const;

/** The steps depend on who asks, for which brand and in which language; they do not change while the page is open. */
export function migrationStepsQueryOptions(userId: string | null, facilityGroup: string, locale: string) {
  return queryOptions({
    queryKey: [...MIGRATION_KEY, userId, facilityGroup, locale],
    queryFn: ({ signal }) => api(getMigrationSteps, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every user's, brand's and language's steps: an accepted migration changes them all. */
export const allMigrationSteps = { queryKey: MIGRATION_KEY };

export function useMigrationSteps(
  { userId, facilityGroup, locale }: { userId: string | null; facilityGroup: string; locale: string },
  enabled: boolean,
) {
  return useQuery({ ...migrationStepsQueryOptions(userId, facilityGroup, locale), enabled });
}
