import { decideAmendment, downloadAmendmentDocument, getStaffMember, listPendingAmendments } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { amendmentDocument, amendmentsToDecide, decideAsStaff } from '../customer-data/index.ts';
import { staffMemberOf } from './staff-service.ts';

/** The staff area: an employee sees and decides the requests of their own tenant only (the scope's tenant). */
export default async function staffRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  registerCall(app, getStaffMember, ({ scope }) => staffMemberOf(app.db, scope));
  registerCall(app, listPendingAmendments, ({ scope }) => amendmentsToDecide(app.db, scope.tenant));
  registerCall(app, downloadAmendmentDocument, async ({ params, scope, reply }) => {
    const document = await amendmentDocument(app.db, scope.tenant, params.id);
    const fileName = encodeURIComponent(document.fileName);
    reply.header('content-type', document.contentType);
    reply.header('content-disposition', `attachment; filename*=UTF-8''${fileName}`);
    return document.data;
  });
  registerCall(app, decideAmendment, ({ params, body, scope }) =>
    decideAsStaff(
      app.db,
      {
        tenant: scope.tenant,
        amendmentId: params.id,
        decision: body.decision,
        reason: body.decision === 'REJECT' ? body.reason : null,
        decidedBy: scope.user.userId,
      },
      origin,
    ),
  );
}
