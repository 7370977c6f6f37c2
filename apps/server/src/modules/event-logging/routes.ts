import { logTrackingEvent } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { logEvent } from './service.ts';

export default async function eventLoggingRoutes(app: FastifyInstance) {
  registerCall(app, logTrackingEvent, async ({ body }) => {
    await logEvent(app.db, body);
  });
}
