import { preferPaymentInstrument } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { instrumentsKey } from './use-payment-instruments.ts';

export function usePreferInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(preferPaymentInstrument, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instrumentsKey }),
  });
}
