import { getHomeStudio, getSepaAgreement } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import { homeStudio, sepaAgreement } from '../home-service.ts';

/** Member calls: only the tenants the member is connected to are ever answered. */
export function registerMemberStudioRoutes(app: FastifyInstance) {
  registerCall(app, getHomeStudio, ({ query, request }) =>
    homeStudio(
      app.db,
      { userId: memberOf(request).userId, locale: request.context.locale },
      query.tenant ?? request.context.tenant,
    ),
  );
  registerCall(app, getSepaAgreement, ({ query, request }) =>
    sepaAgreement(app.db, memberOf(request), {
      tenant: query.tenant ?? request.context.tenant,
      locale: query.locale ?? request.context.locale,
    }),
  );
}
