import { downloadAmendmentDocument, downloadIdlePeriodDocument } from '@motus/contract';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the proof a member sent with a data change, under the name they sent it with. */
export async function saveAmendmentProof(id: string, fileName: string): Promise<void> {
  saveFile(await api(downloadAmendmentDocument, { params: { id } }), fileName);
}

/** Saves the proof a member sent with an idle-period request, under the name they sent it with. */
export async function saveIdlePeriodProof(id: string, fileName: string): Promise<void> {
  saveFile(await api(downloadIdlePeriodDocument, { params: { id } }), fileName);
}
