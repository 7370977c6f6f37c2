import {
  decideAmendment,
  decideIdlePeriod as decideIdlePeriodCall,
  downloadAmendmentDocument,
  downloadIdlePeriodDocument,
  getStaffMember,
  listPendingAmendments,
  listPendingIdlePeriods,
} from '@motus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { portalOrigin } from '../../lib/portal-origin.ts';
import { registerCall } from '../../lib/register-call.ts';
import { amendmentDocument, amendmentsToDecide, decideAsStaff } from '../customer-data/index.ts';
import { decideIdlePeriod, idlePeriodDocument, idlePeriodsToDecide } from '../idle-periods/index.ts';
import { staffMemberOf } from './staff-service.ts';

/** Sends an uploaded proof as the member sent it, as a download. */
function sendDocument(reply: FastifyReply, document: { fileName: string; contentType: string; data: Buffer }) {
  reply.header('content-type', document.contentType);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`);
  return document.data;
}

/** The staff area: an employee sees and decides the requests of their own tenant only (the scope's tenant). */
export default async function staffRoutes(app: FastifyInstance) {
  const origin = portalOrigin(app.config);
  registerCall(app, getStaffMember, ({ scope }) => staffMemberOf(app.db, scope));
  registerCall(app, listPendingAmendments, ({ scope }) => amendmentsToDecide(app.db, scope.tenant));
  registerCall(app, downloadAmendmentDocument, async ({ params, scope, reply }) =>
    sendDocument(reply, await amendmentDocument(app.db, scope.tenant, params.id)),
  );
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
  registerCall(app, listPendingIdlePeriods, ({ scope }) => idlePeriodsToDecide(app.db, scope.tenant));
  registerCall(app, downloadIdlePeriodDocument, async ({ params, scope, reply }) =>
    sendDocument(reply, await idlePeriodDocument(app.db, scope.tenant, params.id)),
  );
  registerCall(app, decideIdlePeriodCall, ({ params, body, scope }) =>
    decideIdlePeriod(
      app.db,
      {
        tenant: scope.tenant,
        idlePeriodId: params.id,
        decision: body.decision,
        reason: body.decision === 'REJECT' ? body.reason : null,
        decidedBy: scope.user.userId,
      },
      origin,
    ),
  );
}
