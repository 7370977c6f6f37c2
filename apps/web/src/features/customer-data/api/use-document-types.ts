import { getPersonalDataDocumentTypes } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function documentTypesQueryOptions(locale: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['customer-data', 'document-types', locale],
    queryFn: ({ signal }) => api(getPersonalDataDocumentTypes, { query: { locale }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The proofs a change of personal data may come with, asked only where the studio wants one. */
export function useDocumentTypes(enabled: boolean) {
  return useQuery(documentTypesQueryOptions(useLocale(), enabled));
}
