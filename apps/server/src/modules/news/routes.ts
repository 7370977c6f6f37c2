import { getStudioNews, listStudioNews } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { studioNewsItem, studioNewsPage } from './service.ts';

export default async function newsRoutes(app: FastifyInstance) {
  registerCall(app, listStudioNews, ({ query, request }) =>
    studioNewsPage(app.db, { ...query, locale: query.locale ?? request.context.locale }),
  );
  registerCall(app, getStudioNews, ({ params }) => studioNewsItem(app.db, params.newsId));
}
