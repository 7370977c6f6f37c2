import type { Article, ContentCategory, DashboardLink, Video } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { bestLanguage } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { requireStudio } from '../studios/index.ts';
import { findContent, findContentLanguages, findDashboardLinks } from './repo.ts';
import type { ContentItemRow } from './schema.ts';

export interface ContentRequest {
  /** The locale asked for, before the account's language. */
  locale: string | undefined;
  category: ContentCategory | undefined;
}

/** Published items of one kind of the member's tenant, newest first, in the best language available. */
async function contentOf(
  db: Database,
  kind: ContentItemRow['kind'],
  scope: TenantScope<'customer'>,
  request: ContentRequest,
  now: Date,
) {
  const languages = await findContentLanguages(db, scope.tenant, kind);
  const locale = bestLanguage(languages, [request.locale, scope.user.locale]);
  if (!locale) return [];
  return findContent(db, { tenantId: scope.tenant, kind, locale, category: request.category, now });
}

export async function articles(
  db: Database,
  scope: TenantScope<'customer'>,
  request: ContentRequest,
  now = new Date(),
): Promise<Article[]> {
  return (await contentOf(db, 'ARTICLE', scope, request, now)).map((row) => ({
    id: row.id,
    title: row.title,
    teaser: row.summary,
    bodyHtml: row.bodyHtml ?? '',
    imageUrl: row.imageUrl,
    category: row.category,
    author: row.author ?? '',
    readingTimeMinutes: Math.max(1, Math.round(row.durationSeconds / 60)),
    publishDate: row.publishDate.toISOString(),
  }));
}

export async function videos(
  db: Database,
  scope: TenantScope<'customer'>,
  request: ContentRequest,
  now = new Date(),
): Promise<Video[]> {
  return (await contentOf(db, 'VIDEO', scope, request, now)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.summary,
    thumbnailUrl: row.imageUrl,
    videoUrl: row.videoUrl ?? '',
    durationSeconds: row.durationSeconds,
    category: row.category,
    publishDate: row.publishDate.toISOString(),
  }));
}

/** The dashboard links of a studio of the scope's tenant. */
export async function dashboardLinks(
  db: Database,
  scope: TenantScope<'customer'>,
  request: { studioId: number; locale: string | undefined },
): Promise<DashboardLink[]> {
  const studio = await requireStudio(db, request.studioId);
  const rows = await findDashboardLinks(db, studio.id);
  const locale = bestLanguage(
    [...new Set(rows.map((row) => row.locale))],
    [request.locale, scope.user.locale, studio.locale],
  );
  return rows
    .filter((row) => row.locale === locale)
    .map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      icon: row.icon,
      external: /^https?:\/\//.test(row.url),
    }));
}
