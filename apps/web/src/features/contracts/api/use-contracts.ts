import { listContracts } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { contractsKey } from './contract-keys.ts';

export function contractsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: [...contractsKey, 'list', locale],
    queryFn: ({ signal }) => api(listContracts, { query: { locale }, signal }),
  });
}

/** The member's contracts in the page's tenant, running and past, with their module contracts. */
export function useContracts() {
  return useQuery(contractsQueryOptions(useLocale()));
}
