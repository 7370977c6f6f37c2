import { withdrawContractCancelation } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

/** Takes back a contract's pending cancellation: the contract runs on as before. */
export function useWithdrawCancelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) => api(withdrawContractCancelation, { params: { contractId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
