import { type SignContractRequest, signContract, signMemberContract } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

/** Signs; the request carries its attempt's idempotency key, so a retried or doubled submit gives one contract. */
export function useSignContract() {
  const member = useMemberCalls();
  return useMutation({
    mutationFn: (request: SignContractRequest) => api(member ? signMemberContract : signContract, { body: request }),
  });
}
