import { getPortalLegalDocument } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { portalLegalDocument } from './service.ts';

export default async function portalLegalRoutes(app: FastifyInstance) {
  registerCall(app, getPortalLegalDocument, async ({ params, query, request }) =>
    portalLegalDocument(params.document, [query.locale, request.context.locale]),
  );
}
