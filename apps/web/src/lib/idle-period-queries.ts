import { getCurrentIdlePeriod } from '@motus/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Every idle-period answer sits under this key: the idle-period screen and self-service's tile read from it, so a
 * request or a cancellation on the screen reloads the tile too.
 */
export const IDLE_PERIODS_KEY = ['idle-periods'] as const;

/** The period running today, else the next one, else null. */
export function currentIdlePeriodQueryOptions() {
  return queryOptions({
    queryKey: [...IDLE_PERIODS_KEY, 'current'],
    queryFn: ({ signal }) => api(getCurrentIdlePeriod, { signal }),
  });
}
