import { listContentArticles, listContentVideos, listDashboardLinks } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { articles, dashboardLinks, videos } from './service.ts';

export default async function contentRoutes(app: FastifyInstance) {
  registerCall(app, listContentArticles, ({ query, scope }) =>
    articles(app.db, scope, { locale: query.locale ?? scope.locale, category: query.category }),
  );
  registerCall(app, listContentVideos, ({ query, scope }) =>
    videos(app.db, scope, { locale: query.locale ?? scope.locale, category: query.category }),
  );
  registerCall(app, listDashboardLinks, ({ query, scope }) =>
    dashboardLinks(app.db, scope, { studioId: query.organizationUnitId, locale: query.locale ?? scope.locale }),
  );
}
