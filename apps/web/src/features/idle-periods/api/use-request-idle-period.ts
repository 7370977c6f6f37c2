import { createIdlePeriod, type IdlePeriodRequest } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { IDLE_PERIODS_KEY } from '../../../lib/idle-period-queries.ts';

/** Sends a request (with its proof where the studio wants one); the lists are read again afterwards. */
export function useRequestIdlePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdlePeriodRequest) => api(createIdlePeriod, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDLE_PERIODS_KEY }),
  });
}
