import { archivePaymentInstrument } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { instrumentsKey } from './use-payment-instruments.ts';

/** Removes a saved instrument from the account (the provider keeps it for the payments that used it). */
export function useArchiveInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(archivePaymentInstrument, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instrumentsKey }),
  });
}
