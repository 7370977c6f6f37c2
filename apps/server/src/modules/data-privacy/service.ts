import type { DataPrivacyExportFormat } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { uiLocaleOf } from '../identity/index.ts';
import { requireStudio } from '../studios/index.ts';
import { collectDataPrivacyExport, exportFilename } from './collect.ts';
import { dataPrivacyPdf } from './export-pdf.ts';

export interface ExportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The member's data-privacy export as the file they asked for: JSON, or the PDF in their language. */
export async function dataPrivacyExportFile(
  db: Database,
  scope: TenantScope<'customer'>,
  format: DataPrivacyExportFormat,
  now: Date,
): Promise<ExportFile> {
  const data = await collectDataPrivacyExport(db, scope, now);
  const json = Buffer.from(JSON.stringify(data, null, 2));
  if (format === 'json') {
    return { filename: exportFilename(data.generatedAt, 'json'), contentType: 'application/json', content: json };
  }
  const studio = await requireStudio(db, scope.homeStudioId);
  const locale = uiLocaleOf(scope.user.locale, scope.locale);
  return {
    filename: exportFilename(data.generatedAt, 'pdf'),
    contentType: 'application/pdf',
    content: await dataPrivacyPdf(data, json, { locale, studio }),
  };
}
