import { getPublicSingleBenefitWithSlots, getSingleBenefitWithSlots } from '@motus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const benefitSlotsKey = ['single-benefit-slots'] as const;

export interface SlotRange {
  startDate: string;
  endDate: string;
}

export function benefitSlotsQueryOptions(benefitId: number, range: SlotRange | undefined, connected: boolean) {
  return queryOptions({
    queryKey: [...benefitSlotsKey, benefitId, range?.startDate, range?.endDate, connected],
    queryFn: ({ signal }) =>
      api(connected ? getSingleBenefitWithSlots : getPublicSingleBenefitWithSlots, {
        params: { benefitId },
        query: range ?? {},
        signal,
      }),
    enabled: Number.isInteger(benefitId) && benefitId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The benefit and its free slots by day (v3); the member variant when connected to the tenant. */
export function useBenefitSlots(benefitId: number, range: SlotRange | undefined, connected: boolean) {
  return useQuery(benefitSlotsQueryOptions(benefitId, range, connected));
}
