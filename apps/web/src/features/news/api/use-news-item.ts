import { getStudioNews } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { NewsEntry } from '../news-entry.ts';

export function newsItemQueryOptions(newsId: number, loaded: NewsEntry | undefined) {
  return queryOptions({
    queryKey: ['news', 'item', newsId],
    queryFn: ({ signal }) => api(getStudioNews, { params: { newsId }, signal }),
    enabled: loaded === undefined,
    initialData: loaded,
  });
}

/** One news item: taken from the loaded list when it is there, else asked for (a shared link to an older item). */
export function useNewsItem(newsId: number, loaded: NewsEntry | undefined) {
  return useQuery(newsItemQueryOptions(newsId, loaded));
}
