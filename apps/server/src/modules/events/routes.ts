import {
  getBookableBenefit,
  getNextAvailableAppointment,
  getPublicBookableBenefit,
  getPublicNextAvailableAppointment,
  listPublicStudioEvents,
  listStudioEvents,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { bookableBenefit, nextAvailableAppointment, studioEvents } from './service.ts';

/** The bookable-benefit calls: a studio's events, one course or event, and its next available appointment. */
export default async function eventRoutes(app: FastifyInstance) {
  registerCall(app, listStudioEvents, ({ query, scope }) => studioEvents(app.db, scope, query));
  registerCall(app, listPublicStudioEvents, ({ query, scope }) => studioEvents(app.db, scope, query));
  registerCall(app, getBookableBenefit, ({ params, query, scope }) =>
    bookableBenefit(app.db, scope, params.benefitId, query),
  );
  registerCall(app, getPublicBookableBenefit, ({ params, query, scope }) =>
    bookableBenefit(app.db, scope, params.benefitId, query),
  );
  registerCall(app, getNextAvailableAppointment, ({ params, scope }) =>
    nextAvailableAppointment(app.db, scope, params.benefitId),
  );
  registerCall(app, getPublicNextAvailableAppointment, ({ params, scope }) =>
    nextAvailableAppointment(app.db, scope, params.benefitId),
  );
}
