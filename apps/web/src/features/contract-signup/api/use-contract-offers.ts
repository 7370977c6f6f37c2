import { getContractOffers } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function contractOffersQueryOptions(studioId: number | undefined, locale: string) {
  return queryOptions({
    queryKey: ['contract-signup', 'offers', studioId, locale],
    queryFn: ({ signal }) => api(getContractOffers, { query: { studioId: studioId ?? 0, locale }, signal }),
    enabled: studioId !== undefined,
  });
}

/** The contract offers the studio sells online, in the user's language. */
export function useContractOffers(studioId: number | undefined) {
  return useQuery(contractOffersQueryOptions(studioId, useLocale()));
}
