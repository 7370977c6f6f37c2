import { getCustomerConfig } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession } from './session.ts';
import { useEffectiveTenant } from './studio-context.ts';

/**
 * The member's customer configuration in the page's tenant (or their first connected tenant): self-service
 * permissions and whether payment changes need a signature. Only members connected to the tenant have one.
 */
export function useCustomerConfig() {
  const { user } = useSession();
  const tenant = useEffectiveTenant();
  const connected = Boolean(tenant && user?.studioConnects.some((connect) => connect.tenant === tenant));
  return useQuery({
    queryKey: ['customer-config', user?.id ?? null, tenant ?? null],
    queryFn: ({ signal }) => api(getCustomerConfig, { query: { tenant }, signal }),
    enabled: connected,
    staleTime: 5 * 60_000,
  });
}
