import { getBookableBenefit, getPublicBookableBenefit } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';
import { studioEventsKey } from './use-studio-events.ts';

export function bookableBenefitQueryOptions(benefitId: number | undefined, member: boolean) {
  return queryOptions({
    queryKey: [...studioEventsKey, 'benefit', benefitId, member],
    queryFn: ({ signal }) => {
      const options = { params: { benefitId: benefitId ?? 0 }, query: {}, signal };
      return member ? api(getBookableBenefit, options) : api(getPublicBookableBenefit, options);
    },
    enabled: benefitId !== undefined,
  });
}

/** One event with all its coming dates; with the member's own places when connected to the tenant. */
export function useBookableBenefit(benefitId: number | undefined) {
  const member = useMemberCalls();
  return useQuery(bookableBenefitQueryOptions(benefitId, member));
}
