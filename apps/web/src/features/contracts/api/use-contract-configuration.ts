import { getContractConfiguration } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

export function contractConfigurationQueryOptions() {
  return queryOptions({
    queryKey: [...contractsKey, 'configuration'],
    queryFn: ({ signal }) => api(getContractConfiguration, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the studio lets members cancel and withdraw online. */
export function useContractConfiguration() {
  return useQuery(contractConfigurationQueryOptions());
}
