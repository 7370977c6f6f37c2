import { listPurchasedVouchers } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The vouchers the logged-in member bought, with what is left of each. */
export function usePurchasedVouchers(enabled: boolean) {
  return useQuery({
    queryKey: ['purchased-vouchers'],
    queryFn: ({ signal }) => api(listPurchasedVouchers, { signal }),
    enabled,
  });
}
