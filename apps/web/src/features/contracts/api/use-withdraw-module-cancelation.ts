import { withdrawModuleCancelation } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

/** Takes back an add-on's pending cancellation. */
export function useWithdrawModuleCancelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleContractId: string) =>
      api(withdrawModuleCancelation, { params: { contractId: moduleContractId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
