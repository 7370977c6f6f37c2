import { getCustomerAccount } from '@motus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_STATEMENT_KEY, accountBalanceQueryOptions } from '../../../lib/account-statement-queries.ts';
import { api } from '../../../lib/api-client.ts';

/** The due dates the member filtered by (yyyy-mm-dd); none asks for the server's default period. */
export interface StatementFilter {
  startDate?: string;
  endDate?: string;
}

/** The member's statement of the filter's due dates, with the open balance. */
export function useAccountStatement(filter: StatementFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...ACCOUNT_STATEMENT_KEY, 'statement', filter],
      queryFn: ({ signal }) => api(getCustomerAccount, { query: filter, signal }),
      // A new filter keeps the last statement on screen (and the form that asked for it) while it loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** The open balance to pay; asked only where the member may pay it. */
export function useAccountBalance(enabled = true) {
  return useQuery({ ...accountBalanceQueryOptions(), enabled });
}
