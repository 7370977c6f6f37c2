import {
  getIdlePeriodConfig,
  getIdlePeriodCreateButtonVisible,
  getIdlePeriodDateLimits,
  listIdlePeriods,
} from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { IDLE_PERIODS_KEY } from '../../../lib/idle-period-queries.ts';

/** The member's current and past idle periods. */
export function useIdlePeriods() {
  return useQuery(
    queryOptions({
      queryKey: [...IDLE_PERIODS_KEY, 'list'],
      queryFn: ({ signal }) => api(listIdlePeriods, { signal }),
    }),
  );
}

/** Whether the member may request one now, whether it needs a proof, and the days its start may take. */
export function useIdlePeriodRules() {
  return useQuery(
    queryOptions({
      queryKey: [...IDLE_PERIODS_KEY, 'rules'],
      queryFn: async ({ signal }) => {
        const [config, limits, button] = await Promise.all([
          api(getIdlePeriodConfig, { signal }),
          api(getIdlePeriodDateLimits, { signal }),
          api(getIdlePeriodCreateButtonVisible, { signal }),
        ]);
        return { ...config, limits, createVisible: button.visible };
      },
    }),
  );
}
