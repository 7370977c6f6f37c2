import { type PublicStudio, searchStudios } from '@motus/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FinderOrigin } from '../finder-search.ts';

const PAGE_SIZE = 20;

export interface StudioSearchFilter {
  text: string;
  origin: FinderOrigin | null;
  tenant?: string | undefined;
  facilityGroup?: string | undefined;
  pageSize?: number;
}

export function studioSearchQueryOptions({
  text,
  origin,
  tenant,
  facilityGroup,
  pageSize = PAGE_SIZE,
}: StudioSearchFilter) {
  const query = {
    query: text || undefined,
    lat: origin?.latitude,
    lng: origin?.longitude,
    tenant,
    facilityGroup,
    size: pageSize,
  };
  return infiniteQueryOptions({
    queryKey: ['studios', 'search', query],
    queryFn: ({ pageParam, signal }) => api(searchStudios, { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.totalElements ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Studios matching the text (name, city, postcode), nearest first with an origin; more pages on demand. */
export function useStudioSearch(filter: StudioSearchFilter) {
  const result = useInfiniteQuery(studioSearchQueryOptions(filter));
  const studios: PublicStudio[] = result.data?.pages.flatMap((page) => page.content) ?? [];
  return { ...result, studios, total: result.data?.pages[0]?.totalElements };
}
