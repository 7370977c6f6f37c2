import { downloadAmendmentDocument, type StaffAmendment } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the proof a member sent with a change, under the name they sent it with. */
export function useDownloadAmendmentDocument() {
  return useMutation({
    mutationFn: async ({ id, document }: Pick<StaffAmendment, 'id' | 'document'>) =>
      saveFile(await api(downloadAmendmentDocument, { params: { id } }), document?.fileName ?? id),
  });
}
