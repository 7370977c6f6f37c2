import { getLegalInfo, type LegalInfoType } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useFeature } from '../../../lib/studio-config.ts';

/**
 * One active legal info of the page's studio in the visitor's language. With the LEGAL_INFOS feature off the studio
 * shows none of its own texts (spec 000 section 6), so nothing is asked for.
 */
export function useStudioLegalInfo(studioId: number, type: LegalInfoType) {
  const locale = useLocale();
  const enabled = useFeature()('LEGAL_INFOS');
  const query = useQuery({ ...studioLegalInfoQueryOptions(studioId, type, locale), enabled });
  return { ...query, enabled };
}

export function studioLegalInfoQueryOptions(studioId: number, type: LegalInfoType, locale: string) {
  return queryOptions({
    queryKey: ['studio-config', 'legal', studioId, locale, type],
    queryFn: ({ signal }) =>
      api(getLegalInfo, { params: { type }, query: { studioId, locale: locale.replace('-', '_') }, signal }),
  });
}
