import {
  checkIfEntranceBlocked,
  getAccessRefusalConfiguration,
  getAccessRefusalStatus,
  isAccessBlocked,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { accessRefusalConfiguration, accessRefusalStatus, bookingBlock, entranceBlock } from './penalties-service.ts';

/** Access refusal and no-show penalties of the member in a tenant (the query's, else the page's). */
export default async function penaltyRoutes(app: FastifyInstance) {
  registerCall(app, getAccessRefusalConfiguration, ({ scope }) => accessRefusalConfiguration(app.db, scope.tenant));
  registerCall(app, getAccessRefusalStatus, ({ scope }) => accessRefusalStatus(app.db, scope));
  registerCall(app, checkIfEntranceBlocked, ({ scope }) => entranceBlock(app.db, scope));
  registerCall(app, isAccessBlocked, ({ scope }) => bookingBlock(app.db, scope));
}
