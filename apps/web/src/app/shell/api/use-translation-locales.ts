import { getTranslationLocales } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useStudioRef } from '../../../lib/studio-context.ts';

export function translationLocalesQueryOptions(studioId: number | undefined) {
  return queryOptions({
    queryKey: ['studio-config', 'translation-locales', studioId ?? null],
    queryFn: ({ signal }) => api(getTranslationLocales, { query: { studioId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The languages the server offers about the page's studio; a member call, so asked only for a logged-in user. */
export function useTranslationLocales() {
  const { loggedIn } = useSession();
  const studio = useStudioRef();
  return useQuery({ ...translationLocalesQueryOptions(studio?.organizationUnitId), enabled: loggedIn === true });
}
