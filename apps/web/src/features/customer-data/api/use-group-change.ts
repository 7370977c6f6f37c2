import type { CustomerDataGroup } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerDataKey } from '../../../lib/customer-data-queries.ts';

/** Sends a change of one group; the answer is the group as it stands afterwards, so it replaces the cached one. */
export function useGroupChange<TBody, TAnswer>(group: CustomerDataGroup, send: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData<TAnswer>(customerDataKey(group), answer),
  });
}
