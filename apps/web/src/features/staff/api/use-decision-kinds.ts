import {
  type AmendmentDecisionRequest,
  CustomerDataErrors,
  decideAmendment,
  decideIdlePeriod,
  IdlePeriodErrors,
} from '@motus/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DecisionKind } from '../use-decision.ts';
import { pendingAmendmentsQueryOptions, pendingIdlePeriodsQueryOptions } from './pending-queries.ts';

/**
 * Sends a decision through `call`. A decided request leaves its list at once; after a failure the list is read again,
 * since a colleague or the member may have dealt with the request meanwhile.
 */
function useSender(queryKey: QueryKey, call: (id: string, decision: AmendmentDecisionRequest) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return async (id: string, decision: AmendmentDecisionRequest) => {
    try {
      await call(id, decision);
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey });
      throw error;
    }
    queryClient.setQueryData<{ id: string }[]>(queryKey, (list) => list?.filter((request) => request.id !== id));
  };
}

/** Deciding a data change: Apply changes the member's data. */
export function useAmendmentDecisions(): DecisionKind {
  const send = useSender(pendingAmendmentsQueryOptions().queryKey, (id, decision) =>
    api(decideAmendment, { params: { id }, body: decision }),
  );
  return {
    texts: 'staff',
    goneCodes: [CustomerDataErrors.amendmentNotPending, CustomerDataErrors.amendmentNotFound],
    send,
  };
}

/** Deciding an idle period: Apply accepts it and extends the member's contract. */
export function useIdlePeriodDecisions(): DecisionKind {
  const send = useSender(pendingIdlePeriodsQueryOptions().queryKey, (id, decision) =>
    api(decideIdlePeriod, { params: { id }, body: decision }),
  );
  return {
    texts: 'staff.idlePeriods',
    goneCodes: [IdlePeriodErrors.notPending, IdlePeriodErrors.notFound],
    send,
  };
}
