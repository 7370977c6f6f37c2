import { bookModule } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contractsKey } from './contract-keys.ts';

/** Books an add-on to the contract it belongs to. */
export function useBookModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, contractId }: { moduleId: number; contractId: string }) =>
      api(bookModule, { body: { moduleId, contractId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
