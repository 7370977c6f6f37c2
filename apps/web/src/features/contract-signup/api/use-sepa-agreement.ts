import { getContractSepaAgreement } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function sepaAgreementQueryOptions(contractOfferId: number, studioId: number, locale: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'sepa-agreement', contractOfferId, studioId, locale],
    queryFn: ({ signal }) =>
      api(getContractSepaAgreement, { params: { contractOfferId, studioId }, query: { locale }, signal }),
    enabled,
  });
}

/** The studio's SEPA mandate text the prospect agrees to before paying by direct debit. */
export function useSepaAgreement(contractOfferId: number, studioId: number, enabled: boolean) {
  return useQuery(sepaAgreementQueryOptions(contractOfferId, studioId, useLocale(), enabled));
}
