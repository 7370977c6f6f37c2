import { listEmployees } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n.ts';

export function useEmployees(studioId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['studio', 'employees', studioId, locale],
    queryFn: ({ signal }) => api(listEmployees, { query: { studioId, locale }, signal }),
  });
}
