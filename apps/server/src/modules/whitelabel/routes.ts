import { getWhitelabelConfig } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { brandOfRequest } from './service.ts';

export default async function whitelabelRoutes(app: FastifyInstance) {
  registerCall(app, getWhitelabelConfig, async ({ query, request, reply }) => {
    const brand = await brandOfRequest(
      app.db,
      { facilityGroup: query.facilityGroup ?? request.context.facilityGroup, host: request.host },
      request.context.locale,
    );
    // The portal's own look is a normal page, not a failed request in the browser's console (docs/decisions.md).
    if (!brand) reply.code(204);
    return brand;
  });
}
