import { getPaymentMethodConfiguration } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { methodConfigurationKey } from '../payment-pages-keys.ts';

export function methodConfigurationQueryOptions(token: string, enabled: boolean) {
  return queryOptions({
    queryKey: methodConfigurationKey(token),
    queryFn: ({ signal }) => api(getPaymentMethodConfiguration, { params: { token }, signal }),
    enabled,
    retry: false,
  });
}

/** What the link allows and what is configured. */
export function useMethodConfiguration(token: string, enabled: boolean) {
  return useQuery(methodConfigurationQueryOptions(token, enabled));
}
