import {
  type AnyCall,
  getMemberActiveCheckins,
  getMemberHistoricUtilization,
  getMemberTodayUtilization,
  getMemberUtilization,
  getMemberUtilizationLimits,
  getMemberUtilizationReveal,
  getPublicActiveCheckins,
  getPublicHistoricUtilization,
  getPublicTodayUtilization,
  getPublicUtilization,
  getPublicUtilizationLimits,
  getPublicUtilizationReveal,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { type CallHandler, type CallRequest, registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import {
  activeCheckins,
  currentUtilization,
  historicUtilization,
  revealOf,
  todayUtilization,
  utilizationLimits,
  type Viewer,
} from './service.ts';

type ViewerHandler<C extends AnyCall> = (input: CallRequest<C>, viewer: Viewer) => ReturnType<CallHandler<C>>;

/** Each call twice: for visitors, and for members, who also see the figures a studio keeps for its members. */
function registerPair<C extends AnyCall>(
  app: FastifyInstance,
  [publicCall, memberCall]: [C, C],
  handler: ViewerHandler<C>,
) {
  registerCall(app, publicCall, (input) => handler(input, { userId: undefined }));
  registerCall(app, memberCall, (input) => handler(input, { userId: memberOf(input.request).userId }));
}

export default async function utilizationRoutes(app: FastifyInstance) {
  registerPair(app, [getPublicUtilization, getMemberUtilization], ({ params }, viewer) =>
    currentUtilization(app.db, params.studioId, viewer),
  );
  registerPair(app, [getPublicUtilizationReveal, getMemberUtilizationReveal], ({ params }, viewer) =>
    revealOf(app.db, params.studioId, viewer),
  );
  registerPair(app, [getPublicActiveCheckins, getMemberActiveCheckins], ({ params }, viewer) =>
    activeCheckins(app.db, params.studioId, viewer),
  );
  registerPair(app, [getPublicHistoricUtilization, getMemberHistoricUtilization], ({ params, query }, viewer) =>
    historicUtilization(app.db, { studioId: params.studioId, viewer, ...query }),
  );
  registerPair(app, [getPublicTodayUtilization, getMemberTodayUtilization], ({ params }, viewer) =>
    todayUtilization(app.db, params.studioId, viewer),
  );
  registerPair(app, [getPublicUtilizationLimits, getMemberUtilizationLimits], ({ params }) =>
    utilizationLimits(app.db, params.studioId),
  );
}
