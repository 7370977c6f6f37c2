import { getPublicStudio, listPublicStudios } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { getStudio, listStudios } from './service.ts';

export default async function studioRoutes(app: FastifyInstance) {
  registerCall(app, listPublicStudios, ({ query, request }) =>
    listStudios(app.db, query.tenant ?? request.context.tenant),
  );
  registerCall(app, getPublicStudio, ({ params }) => getStudio(app.db, params.studioId));
}
