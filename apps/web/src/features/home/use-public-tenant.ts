import { getPublicTenant } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export function usePublicTenant(tenant: string) {
  return useQuery({
    queryKey: ['tenant', 'public', tenant],
    queryFn: ({ signal }) => api(getPublicTenant, { query: { tenant }, signal }),
    staleTime: 5 * 60_000,
  });
}
