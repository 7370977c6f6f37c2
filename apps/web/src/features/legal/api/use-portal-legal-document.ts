import { getPortalLegalDocument, type PortalLegalDocumentType } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function portalLegalDocumentQueryOptions(document: PortalLegalDocumentType, locale: string) {
  return queryOptions({
    queryKey: ['portal-legal', document, locale],
    queryFn: ({ signal }) => api(getPortalLegalDocument, { params: { document }, query: { locale }, signal }),
    staleTime: 60 * 60_000,
  });
}

/** A legal document of the portal operator, in the visitor's language when the operator publishes in it. */
export function usePortalLegalDocument(document: PortalLegalDocumentType) {
  const locale = useLocale();
  return useQuery(portalLegalDocumentQueryOptions(document, locale));
}
