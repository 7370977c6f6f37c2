import { convertIbanToBic, convertIbanToBicPublic, isValidIban, normalizeIban } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function bankOfIbanQueryOptions(iban: string, member: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'bank-of-iban', iban, member],
    queryFn: ({ signal }) => api(member ? convertIbanToBic : convertIbanToBicPublic, { body: { iban }, signal }),
    enabled: isValidIban(iban),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The BIC and bank name of a valid IBAN's bank, asked once the IBAN's check digits are right. */
export function useBankOfIban(iban: string) {
  return useQuery(bankOfIbanQueryOptions(normalizeIban(iban), useMemberCalls()));
}
