import { getLegalConsent, type StudioRef } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function legalConsentQueryOptions(studioId: number | null, locale: string) {
  return queryOptions({
    queryKey: ['studio-config', 'legal-consent', studioId, locale],
    queryFn: ({ signal }) =>
      api(getLegalConsent, { query: { studioId: studioId ?? 0, locale: locale.replace('-', '_') }, signal }),
    enabled: studioId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The studio's terms and privacy policy the registration consents to, when a studio is known. */
export function useLegalConsent(studio: StudioRef | null) {
  const locale = useLocale();
  return useQuery(legalConsentQueryOptions(studio?.organizationUnitId ?? null, locale));
}
