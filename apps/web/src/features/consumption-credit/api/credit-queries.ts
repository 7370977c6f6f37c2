import { getConsumptionCreditVariants } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CONSUMPTION_CREDIT_KEY, consumptionCreditQueryOptions } from '../../../lib/consumption-credit-queries.ts';

export function useConsumptionCredit() {
  return useQuery(consumptionCreditQueryOptions());
}

/** The recharge amounts the studio offers; asked only where the member may recharge. */
export function useRechargeVariants(enabled: boolean) {
  return useQuery({
    queryKey: [...CONSUMPTION_CREDIT_KEY, 'variants'],
    queryFn: ({ signal }) => api(getConsumptionCreditVariants, { signal }),
    enabled,
  });
}
