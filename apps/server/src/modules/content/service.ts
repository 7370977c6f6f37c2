import type { Article, ContentCategory, DashboardLink, Video } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { bestLanguage } from '../../lib/localized-text.ts';
import { requireConnect } from '../../lib/member-tenant.ts';
import { requireStudio } from '../studios/service.ts';
import { findContent, findContentLanguages, findDashboardLinks } from './repo.ts';
import type { ContentItemRow } from './schema.ts';

export interface ContentRequest {
  userId: string;
  /** Member's account language, the fallback after the requested one. */
  memberLocale: string;
  tenant: string | undefined;
  locale: string | undefined;
  category: ContentCategory | undefined;
}

/** Published items of one kind of the member's tenant, newest first, in the best language available. */
async function contentOf(db: Database, kind: ContentItemRow['kind'], request: ContentRequest, now: Date) {
  const connect = await requireConnect(db, request.userId, request.tenant);
  const languages = await findContentLanguages(db, connect.tenant, kind);
  const locale = bestLanguage(languages, [request.locale, request.memberLocale]);
  if (!locale) return [];
  return findContent(db, { tenantId: connect.tenant, kind, locale, category: request.category, now });
}

export async function articles(db: Database, request: ContentRequest, now = new Date()): Promise<Article[]> {
  return (await contentOf(db, 'ARTICLE', request, now)).map((row) => ({
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

export async function videos(db: Database, request: ContentRequest, now = new Date()): Promise<Video[]> {
  return (await contentOf(db, 'VIDEO', request, now)).map((row) => ({
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

/** The dashboard links of a studio; only for members connected to the studio's tenant. */
export async function dashboardLinks(
  db: Database,
  request: { userId: string; memberLocale: string; studioId: number; locale: string | undefined },
): Promise<DashboardLink[]> {
  const studio = await requireStudio(db, request.studioId);
  await requireConnect(db, request.userId, studio.tenantId);
  const rows = await findDashboardLinks(db, studio.id);
  const locale = bestLanguage(
    [...new Set(rows.map((row) => row.locale))],
    [request.locale, request.memberLocale, studio.locale],
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
