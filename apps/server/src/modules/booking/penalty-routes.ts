import {
  checkIfEntranceBlocked,
  getAccessRefusalConfiguration,
  getAccessRefusalStatus,
  isAccessBlocked,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { accessRefusalConfiguration, accessRefusalStatus, bookingBlock, entranceBlock } from './penalties-service.ts';

/** Access refusal and no-show penalties of the member in a tenant (the query's, else the page's). */
export default async function penaltyRoutes(app: FastifyInstance) {
  const member = (request: FastifyRequest, tenant: string | undefined) =>
    requireMemberCustomer(app.db, memberOf(request).userId, tenant ?? request.context.tenant);

  registerCall(app, getAccessRefusalConfiguration, async ({ query, request }) =>
    accessRefusalConfiguration(app.db, (await member(request, query.tenant)).tenant),
  );
  registerCall(app, getAccessRefusalStatus, async ({ query, request }) =>
    accessRefusalStatus(app.db, await member(request, query.tenant)),
  );
  registerCall(app, checkIfEntranceBlocked, async ({ query, request }) =>
    entranceBlock(app.db, await member(request, query.tenant)),
  );
  registerCall(app, isAccessBlocked, async ({ query, request }) =>
    bookingBlock(app.db, await member(request, query.tenant)),
  );
}
