import { listPublicSingleBenefits, listSingleBenefits } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The studio's single-appointment benefits; the member variant (with their own state) when connected to the tenant. */
export function useSingleBenefits(studioId: number | undefined, connected: boolean) {
  return useQuery({
    queryKey: ['single-benefits', studioId, connected],
    queryFn: ({ signal }) =>
      api(connected ? listSingleBenefits : listPublicSingleBenefits, { query: { studioId: studioId ?? 0 }, signal }),
    enabled: studioId !== undefined,
  });
}
