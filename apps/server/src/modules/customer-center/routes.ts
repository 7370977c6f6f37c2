import { getCustomerConfig } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { customerConfig } from './service.ts';

export default async function customerCenterRoutes(app: FastifyInstance) {
  registerCall(app, getCustomerConfig, ({ scope }) => customerConfig(app.db, scope.tenant));
}
