import { listPublicStudios } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** All public studios, or those of one tenant. */
export function usePublicStudios(tenant: string | undefined) {
  return useQuery({
    queryKey: ['studios', 'public', tenant ?? null],
    queryFn: ({ signal }) => api(listPublicStudios, { query: { tenant }, signal }),
  });
}
