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

/** The tenant is the body's, else the page's x-tenant header. */
function connect(app: FastifyInstance, request: FastifyRequest, tenant: string | undefined, method: ConnectMethod) {
  return connectStudio(app.db, {
    userId: memberOf(request).userId,
    tenantId: tenant ?? request.context.tenant,
    method,
    ip: request.ip,
  });
}

export function registerStudioConnectRoutes(app: FastifyInstance): void {
  registerCall(app, connectWithCustomerCode, ({ body: { tenant, ...details }, request }) =>
    connect(app, request, tenant, { kind: 'customerCode', ...details }),
  );
  registerCall(app, connectWithEmail, ({ body: { tenant, email }, request }) =>
    connect(app, request, tenant, { kind: 'email', email }),
  );
  registerCall(app, connectWithIban, ({ body: { tenant, ...details }, request }) =>
    connect(app, request, tenant, { kind: 'iban', ...details }),
  );
  registerCall(app, connectWithIbanSuffix, ({ body: { tenant, ...details }, request }) =>
    connect(app, request, tenant, { kind: 'ibanSuffix', ...details }),
  );
  registerCall(app, disconnectStudioCall, ({ params, request }) =>
    disconnectStudio(app.db, memberOf(request).userId, params.studioConnectId),
  );
}
