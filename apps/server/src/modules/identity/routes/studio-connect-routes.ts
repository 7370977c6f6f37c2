import {
  connectWithCustomerCode,
  connectWithEmail,
  connectWithIban,
  connectWithIbanSuffix,
  disconnectStudio as disconnectStudioCall,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { type ConnectMethod, connectStudio, disconnectStudio } from '../studio-connect-service.ts';

/** Where the member connects: the body's tenant, else the page's x-tenant header, and the studio they chose. */
interface ConnectTarget {
  tenant: string | undefined;
  studioId: number | undefined;
}

function connect(app: FastifyInstance, request: FastifyRequest, target: ConnectTarget, method: ConnectMethod) {
  return connectStudio(app.db, {
    userId: memberOf(request).userId,
    tenantId: target.tenant ?? request.context.tenant,
    studioId: target.studioId,
    method,
    ip: request.ip,
  });
}

export function registerStudioConnectRoutes(app: FastifyInstance): void {
  registerCall(app, connectWithCustomerCode, ({ body: { tenant, studioId, ...details }, request }) =>
    connect(app, request, { tenant, studioId }, { kind: 'customerCode', ...details }),
  );
  registerCall(app, connectWithEmail, ({ body: { tenant, studioId, email }, request }) =>
    connect(app, request, { tenant, studioId }, { kind: 'email', email }),
  );
  registerCall(app, connectWithIban, ({ body: { tenant, studioId, ...details }, request }) =>
    connect(app, request, { tenant, studioId }, { kind: 'iban', ...details }),
  );
  registerCall(app, connectWithIbanSuffix, ({ body: { tenant, studioId, ...details }, request }) =>
    connect(app, request, { tenant, studioId }, { kind: 'ibanSuffix', ...details }),
  );
  registerCall(app, disconnectStudioCall, ({ params, request }) =>
    disconnectStudio(app.db, memberOf(request).userId, params.studioConnectId),
  );
}
