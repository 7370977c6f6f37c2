import { getPaymentReceipt } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the payment's receipt as a PDF, named by its receipt number. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ paymentId, receiptNumber }: { paymentId: string; receiptNumber: string }) =>
      saveFile(await api(getPaymentReceipt, { params: { paymentId } }), `receipt-${receiptNumber}.pdf`),
  });
}
