import { listPublicSingleBenefits, listSingleBenefits } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function singleBenefitsQueryOptions(studioId: number | undefined, connected: boolean) {
  return queryOptions({
    queryKey: ['single-benefits', studioId, connected],
    queryFn: ({ signal }) =>
      api(connected ? listSingleBenefits : listPublicSingleBenefits, { query: { studioId: studioId ?? 0 }, signal }),
    enabled: studioId !== undefined,
  });
}

/** The studio's single-appointment benefits; the member variant (with their own state) when connected to the tenant. */
export function useSingleBenefits(studioId: number | undefined, connected: boolean) {
  return useQuery(singleBenefitsQueryOptions(studioId, connected));
}
