import { previewContractUpgrade } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export interface ContractChoice {
  studioId: number;
  contractOfferId: number;
  termId: number;
  moduleIds: number[];
}

export function upgradePreviewQueryOptions(choice: ContractChoice, enabled: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'upgrade-preview', choice],
    queryFn: ({ signal }) => api(previewContractUpgrade, { body: choice, signal }),
    enabled,
  });
}

/** For a member of the studio's tenant: what the new contract changes against the one they hold, if any. */
export function useUpgradePreview(choice: ContractChoice) {
  return useQuery(upgradePreviewQueryOptions(choice, useMemberCalls()));
}
