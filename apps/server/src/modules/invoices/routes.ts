import { downloadInvoicePdf, getInvoiceDownloadUrl, listInvoices as listInvoicesCall } from '@motus/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { signedInvoicePdf } from './invoice-pdf.ts';
import { invoiceDownloadUrl, listInvoices } from './invoice-service.ts';

/** The key the download links are signed with: the server's own secret (config `psp.webhookSecret`). */
function linkSecret(app: FastifyInstance): string {
  return app.config.psp.webhookSecret;
}

async function invoiceRoutes(app: FastifyInstance) {
  registerCall(app, listInvoicesCall, ({ scope }) => listInvoices(app.db, scope));
  registerCall(app, getInvoiceDownloadUrl, ({ params, scope }) =>
    invoiceDownloadUrl(app.db, scope, {
      secret: linkSecret(app),
      origin: portalOrigin(app.config),
      invoiceId: params.invoiceId,
    }),
  );
  registerCall(app, downloadInvoicePdf, async ({ params, query, reply }) => {
    const pdf = await signedInvoicePdf(app.db, linkSecret(app), { invoiceId: params.invoiceId, ...query });
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${pdf.filename}"`)
      .send(pdf.content);
  });
}

/** The member's monthly invoices and their PDFs behind signed links (issue 16 item 4). */
export const invoicesRoutes: FastifyPluginAsync[] = [invoiceRoutes];
