import { getPreSignConditions } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function preSignConditionsQueryOptions(studioId: number, contractOfferId: number, locale: string) {
  return queryOptions({
    queryKey: ['contract-signup', 'pre-sign-conditions', studioId, contractOfferId, locale],
    queryFn: ({ signal }) => api(getPreSignConditions, { query: { studioId, contractOfferId, locale }, signal }),
  });
}

/** The consent to the use of the entered data for the contract, confirmed with the other conditions. */
export function usePreSignConditions(studioId: number, contractOfferId: number) {
  return useQuery(preSignConditionsQueryOptions(studioId, contractOfferId, useLocale()));
}
