import { type Money, refundPayment } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsKey } from '../payment-entry.ts';
import { paymentQueryOptions } from './use-payment.ts';

export interface RefundInput {
  paymentId: string;
  amount: Money;
  reason: string;
}

/** Asks for money back; the answer is the payment as it now stands. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, amount, reason }: RefundInput) =>
      api(refundPayment, { params: { paymentId }, body: { amount, ...(reason ? { reason } : {}) } }),
    onSuccess: (payment) => queryClient.setQueryData(paymentQueryOptions(payment.id).queryKey, payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
