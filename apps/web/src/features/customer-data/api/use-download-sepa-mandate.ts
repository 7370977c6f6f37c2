import { downloadSepaMandate } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the member's SEPA mandate as a PDF, named by its reference. */
export function useDownloadSepaMandate() {
  return useMutation({
    mutationFn: async (mandateReference: string) =>
      saveFile(await api(downloadSepaMandate), `sepa-mandate-${mandateReference}.pdf`),
  });
}
