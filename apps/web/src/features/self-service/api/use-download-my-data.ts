import { type DataPrivacyExportFormat, downloadDataPrivacyExport } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

function todayStamp(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Saves everything the portal stores about the member, as a PDF or a JSON file (GDPR art. 15 and 20). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (format: DataPrivacyExportFormat) =>
      saveFile(await api(downloadDataPrivacyExport, { query: { format } }), `motus-data-${todayStamp()}.${format}`),
  });
}
