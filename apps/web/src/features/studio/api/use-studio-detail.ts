import { getStudioByAlias } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function studioDetailQueryOptions(studioUuid: string) {
  return queryOptions({
    queryKey: ['studio', 'detail', studioUuid],
    queryFn: ({ signal }) => api(getStudioByAlias, { params: { alias: studioUuid }, signal }),
  });
}

/** The studio page's extra data (opening hours, …); the studio uuid is one of the aliases the call takes. */
export function useStudioDetail(studioUuid: string) {
  return useQuery(studioDetailQueryOptions(studioUuid));
}
