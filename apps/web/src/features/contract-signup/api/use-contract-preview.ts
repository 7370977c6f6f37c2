import { type ContractPreviewRequest, previewContract, previewMemberContract } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function contractPreviewQueryOptions(request: ContractPreviewRequest, member: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'preview', request, member],
    queryFn: ({ signal }) => api(member ? previewMemberContract : previewContract, { body: request, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The contract as the PDF the prospect is about to sign, built from everything entered so far. */
export function useContractPreview(request: ContractPreviewRequest) {
  return useQuery(contractPreviewQueryOptions(request, useMemberCalls()));
}
