import { logTrackingEvent, TRACKING_EVENT_LIMITS } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { logEvent } from './service.ts';

/** The anonymous event log; its body is capped below the server's general limit (413 PAYLOAD_TOO_LARGE). */
export default async function eventLoggingRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = TRACKING_EVENT_LIMITS.bodyBytes;
  });
  registerCall(app, logTrackingEvent, async ({ body, request }) => {
    await logEvent(app.db, body, request.ip);
  });
}
