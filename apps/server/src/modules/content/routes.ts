import { listContentArticles, listContentVideos, listDashboardLinks } from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { memberOf } from '../../plugins/session.ts';
import { articles, type ContentRequest, dashboardLinks, videos } from './service.ts';

function contentRequest(
  request: FastifyRequest,
  query: { tenant?: string | undefined; locale?: string | undefined; category?: ContentRequest['category'] },
): ContentRequest {
  const member = memberOf(request);
  return {
    userId: member.userId,
    memberLocale: member.locale,
    tenant: query.tenant ?? request.context.tenant,
    locale: query.locale ?? request.context.locale,
    category: query.category,
  };
}

export default async function contentRoutes(app: FastifyInstance) {
  registerCall(app, listContentArticles, ({ query, request }) => articles(app.db, contentRequest(request, query)));
  registerCall(app, listContentVideos, ({ query, request }) => videos(app.db, contentRequest(request, query)));
  registerCall(app, listDashboardLinks, ({ query, request }) => {
    const member = memberOf(request);
    return dashboardLinks(app.db, {
      userId: member.userId,
      memberLocale: member.locale,
      studioId: query.organizationUnitId,
      locale: query.locale ?? request.context.locale,
    });
  });
}
