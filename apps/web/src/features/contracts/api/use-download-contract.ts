import { downloadContract } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the signed contract as a PDF, named by its contract number. */
export function useDownloadContract() {
  return useMutation({
    mutationFn: async ({ contractId, contractNumber }: { contractId: string; contractNumber: string }) =>
      saveFile(await api(downloadContract, { params: { contractId } }), `contract-${contractNumber}.pdf`),
  });
}
