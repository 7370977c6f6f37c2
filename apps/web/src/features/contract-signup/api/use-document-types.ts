import { getContractDocumentTypes } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function documentTypesQueryOptions(locale: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['contract-signup', 'document-types', locale],
    queryFn: ({ signal }) => api(getContractDocumentTypes, { query: { locale }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The identity documents a prospect may name, asked only where the studio requires one. */
export function useDocumentTypes(enabled: boolean) {
  return useQuery(documentTypesQueryOptions(useLocale(), enabled));
}
