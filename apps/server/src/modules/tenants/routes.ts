import { getPublicTenant } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { getTenantInfo } from './service.ts';

export default async function tenantRoutes(app: FastifyInstance) {
  registerCall(app, getPublicTenant, ({ query, request }) =>
    getTenantInfo(app.db, app.tenancy, {
      tenant: query.tenant ?? request.context.tenant,
      organizationUnitId: query.organizationUnitId,
      userId: request.member?.userId,
    }),
  );
}
