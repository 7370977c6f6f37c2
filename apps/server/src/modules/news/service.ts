import { type NewsItem, type NewsPage, StudioErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { bestLanguage } from '../../lib/localized-text.ts';
import { requireStudio } from '../studios/index.ts';
import { findNewsLanguages, findNewsPage, findPublishedNews } from './repo.ts';
import type { StudioNewsRow } from './schema.ts';

function toNewsItem(row: StudioNewsRow): NewsItem {
  return {
    id: row.id,
    studioId: row.studioId,
    locale: row.locale,
    title: row.title,
    teaser: row.teaser,
    bodyHtml: row.bodyHtml,
    imageUrl: row.imageUrl,
    publishDate: row.publishDate.toISOString(),
  };
}

/** Published news, newest first, in the requested language if the studio writes in it, else its own, else English. */
export async function studioNewsPage(
  db: Database,
  request: { studioId: number; locale: string | undefined; page: number; size: number },
  now = new Date(),
): Promise<NewsPage> {
  const studio = await requireStudio(db, request.studioId);
  const language = bestLanguage(await findNewsLanguages(db, studio.id, now), [request.locale, studio.locale]);
  const { rows, total } = language
    ? await findNewsPage(db, {
        studioId: studio.id,
        locale: language,
        now,
        offset: request.page * request.size,
        limit: request.size,
      })
    : { rows: [], total: 0 };
  return { content: rows.map(toNewsItem), page: request.page, size: request.size, totalElements: total };
}

export async function studioNewsItem(db: Database, newsId: number, now = new Date()): Promise<NewsItem> {
  const row = await findPublishedNews(db, newsId, now);
  if (!row) throw notFound(StudioErrors.newsNotFound, `News ${newsId} not found`);
  return toNewsItem(row);
}
