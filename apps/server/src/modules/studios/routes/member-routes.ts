import { getHomeStudio, getSepaAgreement } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../lib/register-call.ts';
import { homeStudio, sepaAgreement } from '../home-service.ts';

/** Member calls: only the tenants the member is connected to are ever answered. */
export function registerMemberStudioRoutes(app: FastifyInstance) {
  registerCall(app, getHomeStudio, ({ scope }) => homeStudio(app.db, scope));
  registerCall(app, getSepaAgreement, ({ query, scope }) => sepaAgreement(app.db, scope, query.locale ?? scope.locale));
}
