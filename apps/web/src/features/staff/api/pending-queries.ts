import { listPendingAmendments, listPendingIdlePeriods } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function pendingAmendmentsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'amendments'],
    queryFn: ({ signal }) => api(listPendingAmendments, { signal }),
  });
}

export function pendingIdlePeriodsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'idle-periods'],
    queryFn: ({ signal }) => api(listPendingIdlePeriods, { signal }),
  });
}

/** The tenant's changes waiting for a decision, oldest first. */
export function usePendingAmendments() {
  return useQuery(pendingAmendmentsQueryOptions());
}

/** The tenant's idle-period requests waiting for a decision, oldest first. */
export function usePendingIdlePeriods() {
  return useQuery(pendingIdlePeriodsQueryOptions());
}
