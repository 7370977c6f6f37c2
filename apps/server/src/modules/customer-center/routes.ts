import { getCustomerConfig } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { customerConfig } from './service.ts';

export default async function customerCenterRoutes(app: FastifyInstance) {
  registerCall(app, getCustomerConfig, async ({ query, request }) =>
    customerConfig(app.db, memberOf(request).userId, query.tenant ?? request.context.tenant),
  );
}
