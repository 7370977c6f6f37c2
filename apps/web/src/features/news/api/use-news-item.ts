import { getStudioNews } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { NewsEntry } from '../news-entry.ts';

/** One news item: taken from the loaded list when it is there, else asked for (a shared link to an older item). */
export function useNewsItem(newsId: number, loaded: NewsEntry | undefined) {
  return useQuery({
    queryKey: ['news', 'item', newsId],
    queryFn: ({ signal }) => api(getStudioNews, { params: { newsId }, signal }),
    enabled: loaded === undefined,
    initialData: loaded,
  });
}
