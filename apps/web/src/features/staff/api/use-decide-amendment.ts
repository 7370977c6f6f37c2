import { type AmendmentDecisionRequest, decideAmendment } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pendingAmendmentsQueryOptions } from './use-pending-amendments.ts';

interface Decision {
  id: string;
  decision: AmendmentDecisionRequest;
}

/**
 * Applies or rejects a waiting change. A decided change leaves the list at once; after a failure the list is read
 * again, since a colleague or the member may have dealt with the change meanwhile.
 */
export function useDecideAmendment() {
  const queryClient = useQueryClient();
  const { queryKey } = pendingAmendmentsQueryOptions();
  return useMutation({
    mutationFn: ({ id, decision }: Decision) => api(decideAmendment, { params: { id }, body: decision }),
    onSuccess: (_decided, { id }) =>
      queryClient.setQueryData(queryKey, (list) => list?.filter((amendment) => amendment.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
