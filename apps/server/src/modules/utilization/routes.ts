import {
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
import { registerPair } from '../../lib/register-call.ts';
import {
  activeCheckins,
  currentUtilization,
  historicUtilization,
  revealOf,
  todayUtilization,
  utilizationLimits,
} from './service.ts';

/** Each call twice: for visitors, and for members, who also see the figures a studio keeps for its members. */
export default async function utilizationRoutes(app: FastifyInstance) {
  registerPair(app, { public: getPublicUtilization, member: getMemberUtilization }, async ({ params, scope }) =>
    currentUtilization(app.db, params.studioId, scope),
  );
  registerPair(
    app,
    { public: getPublicUtilizationReveal, member: getMemberUtilizationReveal },
    async ({ params, scope }) => revealOf(app.db, params.studioId, scope),
  );
  registerPair(app, { public: getPublicActiveCheckins, member: getMemberActiveCheckins }, async ({ params, scope }) =>
    activeCheckins(app.db, params.studioId, scope),
  );
  registerPair(
    app,
    { public: getPublicHistoricUtilization, member: getMemberHistoricUtilization },
    async ({ params, query, scope }) =>
      historicUtilization(app.db, { studioId: params.studioId, viewer: scope, ...query }),
  );
  registerPair(
    app,
    { public: getPublicTodayUtilization, member: getMemberTodayUtilization },
    async ({ params, scope }) => todayUtilization(app.db, params.studioId, scope),
  );
  registerPair(app, { public: getPublicUtilizationLimits, member: getMemberUtilizationLimits }, async ({ params }) =>
    utilizationLimits(app.db, params.studioId),
  );
}
