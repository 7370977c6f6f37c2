import { listEmployees } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function employeesQueryOptions(studioId: number, locale: string) {
  return queryOptions({
    queryKey: ['studio', 'employees', studioId, locale],
    queryFn: ({ signal }) => api(listEmployees, { query: { studioId, locale }, signal }),
  });
}

export function useEmployees(studioId: number) {
  const locale = useLocale();
  return useQuery(employeesQueryOptions(studioId, locale));
}
