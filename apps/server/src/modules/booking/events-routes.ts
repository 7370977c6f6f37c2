import {
  getBookableBenefit,
  getNextAvailableAppointment,
  getPublicBookableBenefit,
  getPublicNextAvailableAppointment,
  listPublicStudioEvents,
  listStudioEvents,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMemberCustomer } from '../../lib/member-tenant.ts';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { bookableBenefit, nextAvailableAppointment, studioEvents, type Viewer } from './events-service.ts';

/** The bookable-benefit calls: a studio's events, one course or event, and its next available appointment. */
export default async function eventRoutes(app: FastifyInstance) {
  const member = async (request: FastifyRequest): Promise<Viewer> => ({
    ...(await requireMemberCustomer(app.db, memberOf(request).userId, request.context.tenant)),
    locale: request.context.locale,
  });
  const guest = (request: FastifyRequest): Viewer => ({
    tenant: request.context.tenant,
    locale: request.context.locale,
  });

  registerCall(app, listStudioEvents, async ({ query, request }) => studioEvents(app.db, await member(request), query));
  registerCall(app, listPublicStudioEvents, async ({ query, request }) => studioEvents(app.db, guest(request), query));
  registerCall(app, getBookableBenefit, async ({ params, query, request }) =>
    bookableBenefit(app.db, await member(request), params.benefitId, query),
  );
  registerCall(app, getPublicBookableBenefit, async ({ params, query, request }) =>
    bookableBenefit(app.db, guest(request), params.benefitId, query),
  );
  registerCall(app, getNextAvailableAppointment, async ({ params, request }) =>
    nextAvailableAppointment(app.db, await member(request), params.benefitId),
  );
  registerCall(app, getPublicNextAvailableAppointment, async ({ params, request }) =>
    nextAvailableAppointment(app.db, guest(request), params.benefitId),
  );
}
