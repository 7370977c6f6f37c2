import { getStudioRating } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { studioRating } from './service.ts';

export default async function ratingRoutes(app: FastifyInstance) {
  registerCall(app, getStudioRating, ({ params }) => studioRating(app.db, params.externalId));
}
