import { cancelModuleContract, type OrdinaryCancelationRequest } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

/** Cancels an add-on ordinarily, to the date given (or the earliest possible one). */
export function useCancelModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleContractId, body }: { moduleContractId: string; body: OrdinaryCancelationRequest }) =>
      api(cancelModuleContract, { params: { moduleContractId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
