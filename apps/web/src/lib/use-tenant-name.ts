import { getPublicTenant } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The public name of the page's tenant; undefined without a tenant or until it has loaded. */
export function useTenantName(tenant: string | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['tenant', 'public', tenant ?? ''],
    queryFn: ({ signal }) => api(getPublicTenant, { query: { tenant }, signal }),
    enabled: Boolean(tenant),
    staleTime: 5 * 60_000,
  });
  return data?.publicTenantName || undefined;
}
