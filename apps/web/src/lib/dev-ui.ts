import { getHealth } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Whether the server has the development gallery turned on (DEV_UI, answered by /healthz); asked only on a
 * development-only screen. A failed answer counts as off.
 */
export function useDevUi(asked: boolean): { devUi: boolean; pending: boolean } {
  const { data, isPending } = useQuery({
    queryKey: ['dev-ui'],
    queryFn: ({ signal }) => api(getHealth, { signal }),
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { devUi: data?.devUi === true, pending: asked && isPending };
}
