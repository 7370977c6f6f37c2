import { getPublicSignConditions, getSignConditions } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

interface ConditionTarget {
  studioId: number;
  contractOfferId: number;
}

export function signConditionsQueryOptions(target: ConditionTarget, locale: string, member: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'sign-conditions', target, locale, member],
    queryFn: ({ signal }) =>
      api(member ? getSignConditions : getPublicSignConditions, { query: { ...target, locale }, signal }),
  });
}

/** The conditions to confirm before signing (terms, revocation, privacy); a member asks the member call. */
export function useSignConditions(target: ConditionTarget) {
  return useQuery(signConditionsQueryOptions(target, useLocale(), useMemberCalls()));
}
