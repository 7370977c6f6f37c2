import { type ContractCancellationRequest, requestContractCancellation } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends a cancellation without login; the answer is the receipt, whether or not a contract matched. */
export function useRequestCancellation() {
  return useMutation({
    mutationFn: (body: ContractCancellationRequest) => api(requestContractCancellation, { body }),
  });
}
