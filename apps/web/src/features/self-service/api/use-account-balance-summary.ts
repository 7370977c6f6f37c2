import { useQuery } from '@tanstack/react-query';
import { accountBalanceQueryOptions } from '../../../lib/account-statement-queries.ts';

/** The member's open balance for the account tile, asked only where the member may see it. */
export function useAccountBalanceSummary(enabled: boolean) {
  return useQuery({ ...accountBalanceQueryOptions(), enabled });
}
