import { getContractCancelationDates, getModuleCancelationDates } from '@motus/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

export type CancelableKind = 'contract' | 'module';

export function cancelationDatesQueryOptions(kind: CancelableKind, id: string) {
  return queryOptions({
    queryKey: [...contractsKey, 'cancelation-dates', kind, id],
    queryFn: ({ signal }) =>
      kind === 'contract'
        ? api(getContractCancelationDates, { params: { contractId: id }, signal })
        : api(getModuleCancelationDates, { params: { moduleContractId: id }, signal }),
    staleTime: 0,
  });
}

/** Reads the dates a cancellation sent now could end a contract or module on, for the confirm dialog. */
export function useFetchCancelationDates() {
  const queryClient = useQueryClient();
  return (kind: CancelableKind, id: string) => queryClient.fetchQuery(cancelationDatesQueryOptions(kind, id));
}
