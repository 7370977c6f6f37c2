import { useQuery } from '@tanstack/react-query';
import { consumptionCreditQueryOptions } from '../../../lib/consumption-credit-queries.ts';

/** The member's consumption credit for its tile, asked only where the member may see it. */
export function useConsumptionCreditSummary(enabled: boolean) {
  return useQuery({ ...consumptionCreditQueryOptions(), enabled });
}
