import { downloadDataPrivacyExport } from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { dataPrivacyExportFile } from './service.ts';

async function exportRoutes(app: FastifyInstance) {
  registerCall(app, downloadDataPrivacyExport, async ({ query, scope, reply }) => {
    const file = await dataPrivacyExportFile(app.db, scope, query.format, new Date());
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });
}

/** The member's data-privacy export (issue 16 item 7). */
export const dataPrivacyRoutes: FastifyPluginAsync[] = [exportRoutes];
