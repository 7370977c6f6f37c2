import { listPendingAmendments } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function pendingAmendmentsQueryOptions() {
  return queryOptions({
    queryKey: ['staff', 'amendments'],
    queryFn: ({ signal }) => api(listPendingAmendments, { signal }),
  });
}

/** The tenant's changes waiting for a decision, oldest first. */
export function usePendingAmendments() {
  return useQuery(pendingAmendmentsQueryOptions());
}
