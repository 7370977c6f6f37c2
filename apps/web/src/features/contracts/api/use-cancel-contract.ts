import { cancelContract, type OrdinaryCancelationRequest } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

/** Cancels a contract ordinarily, to the date given (or the earliest possible one). */
export function useCancelContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: OrdinaryCancelationRequest }) =>
      api(cancelContract, { params: { contractId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
