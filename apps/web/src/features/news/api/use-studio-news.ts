import { listStudioNews } from '@motus/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { NewsEntry } from '../news-entry.ts';

const PAGE_SIZE = 10;

export function studioNewsQueryOptions(studioId: number, locale: string) {
  return infiniteQueryOptions({
    queryKey: ['news', 'list', studioId, locale],
    queryFn: ({ pageParam, signal }) =>
      api(listStudioNews, { query: { studioId, locale, page: pageParam, size: PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}

/** The studio's published news, newest first, a page at a time. */
export function useStudioNews(studioId: number) {
  const result = useInfiniteQuery(studioNewsQueryOptions(studioId, useLocale()));
  const news: NewsEntry[] = result.data?.pages.flatMap((page) => page.content) ?? [];
  return { ...result, news };
}
