import { getCustomerAccountBalance } from '@motus/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Every answer about the member's account sits under this key: the account screens and self-service's tile read from
 * it, so a paid balance reloads the tile too.
 */
export const ACCOUNT_STATEMENT_KEY = ['account-statement'] as const;

/** The member's open balance, the studio it is paid to and how many entries it sums. */
export function accountBalanceQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_STATEMENT_KEY, 'balance'],
    queryFn: ({ signal }) => api(getCustomerAccountBalance, { signal }),
  });
}
