import { getCourseFilter } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function courseFilterQueryOptions(studioId: number | undefined) {
  return queryOptions({
    queryKey: ['course-filter', studioId],
    queryFn: ({ signal }) => api(getCourseFilter, { query: { studioId: studioId ?? 0 }, signal }),
    enabled: studioId !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useCourseFilter(studioId: number | undefined) {
  return useQuery(courseFilterQueryOptions(studioId));
}
