import { listPurchasedVouchers } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function purchasedVouchersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['purchased-vouchers'],
    queryFn: ({ signal }) => api(listPurchasedVouchers, { signal }),
    enabled,
  });
}

/** The vouchers the logged-in member bought, with what is left of each. */
export function usePurchasedVouchers(enabled: boolean) {
  return useQuery(purchasedVouchersQueryOptions(enabled));
}
