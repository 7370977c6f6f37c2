import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type StudioNewsRow, studioNews } from './schema.ts';

/** The languages a studio has published news in. */
export async function findNewsLanguages(db: Database, studioId: number, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ locale: studioNews.locale })
    .from(studioNews)
    .where(and(eq(studioNews.studioId, studioId), lte(studioNews.publishDate, now)))
    .orderBy(asc(studioNews.locale));
  return rows.map((row) => row.locale);
}

function published(studioId: number, locale: string, now: Date) {
  return and(eq(studioNews.studioId, studioId), eq(studioNews.locale, locale), lte(studioNews.publishDate, now));
}

export async function findNewsPage(
  db: Database,
  request: { studioId: number; locale: string; now: Date; offset: number; limit: number },
): Promise<{ rows: StudioNewsRow[]; total: number }> {
  const condition = published(request.studioId, request.locale, request.now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(studioNews)
      .where(condition)
      .orderBy(desc(studioNews.publishDate), desc(studioNews.id))
      .offset(request.offset)
      .limit(request.limit),
    db.select({ count: count() }).from(studioNews).where(condition),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findPublishedNews(db: Database, newsId: number, now: Date): Promise<StudioNewsRow | undefined> {
  const [row] = await db
    .select()
    .from(studioNews)
    .where(and(eq(studioNews.id, newsId), lte(studioNews.publishDate, now)))
    .limit(1);
  return row;
}
