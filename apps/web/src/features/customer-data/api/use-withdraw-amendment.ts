import { type CustomerDataGroup, withdrawAmendment } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customerDataKey } from '../../../lib/customer-data-queries.ts';

/** Takes back the member's pending change of a group; the group is read again as it stands afterwards. */
export function useWithdrawAmendment(group: CustomerDataGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(withdrawAmendment, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerDataKey(group) }),
  });
}
