import { getWhitelabelConfig } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { selectWhitelabelConfig } from './service.ts';

export default async function whitelabelRoutes(app: FastifyInstance) {
  registerCall(app, getWhitelabelConfig, ({ query, request }) =>
    selectWhitelabelConfig(
      app.db,
      { facilityGroup: query.facilityGroup ?? request.context.facilityGroup, host: request.host },
      request.context.locale,
    ),
  );
}
