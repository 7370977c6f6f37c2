import { listStudiosForFilters } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function benefitStudiosQueryOptions(benefitId: number) {
  return queryOptions({
    queryKey: ['single-benefit-studios', benefitId],
    queryFn: ({ signal }) => api(listStudiosForFilters, { query: { benefitId }, signal }),
    enabled: Number.isInteger(benefitId) && benefitId > 0,
  });
}

/** The tenant's studios that offer the benefit, each with its own benefit id. */
export function useBenefitStudios(benefitId: number) {
  return useQuery(benefitStudiosQueryOptions(benefitId));
}
