import { cancelIdlePeriod } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { IDLE_PERIODS_KEY } from '../../../lib/idle-period-queries.ts';

/** Cancels a requested or not yet begun period; the lists are read again afterwards. */
export function useCancelIdlePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idlePeriodId: string) => api(cancelIdlePeriod, { params: { idlePeriodId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: IDLE_PERIODS_KEY }),
  });
}
