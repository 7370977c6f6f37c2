import { convertIbanToBic, isValidIban, normalizeIban } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function bankOfIbanQueryOptions(iban: string) {
  return queryOptions({
    queryKey: ['customer-data', 'bank-of-iban', iban],
    queryFn: ({ signal }) => api(convertIbanToBic, { body: { iban }, signal }),
    enabled: isValidIban(iban),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The bank of a valid IBAN, asked through the member's call once the IBAN's check digits are right. */
export function useBankOfIban(iban: string) {
  return useQuery(bankOfIbanQueryOptions(normalizeIban(iban)));
}
