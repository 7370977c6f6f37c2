import type { ContentCategory } from '@motus/contract';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ContentItemRow, contentItems, dashboardLinks } from './schema.ts';

export async function findContentLanguages(db: Database, tenantId: string, kind: ContentItemRow['kind']) {
  const rows = await db
    .selectDistinct({ locale: contentItems.locale })
    .from(contentItems)
    .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, kind)));
  return rows.map((row) => row.locale);
}

export function findContent(
  db: Database,
  request: {
    tenantId: string;
    kind: ContentItemRow['kind'];
    locale: string;
    category: ContentCategory | undefined;
    now: Date;
  },
): Promise<ContentItemRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, request.tenantId),
        eq(contentItems.kind, request.kind),
        eq(contentItems.locale, request.locale),
        request.category ? eq(contentItems.category, request.category) : undefined,
        lte(contentItems.publishDate, request.now),
      ),
    )
    .orderBy(desc(contentItems.publishDate), desc(contentItems.id));
}

export function findDashboardLinks(db: Database, studioId: number) {
  return db
    .select()
    .from(dashboardLinks)
    .where(eq(dashboardLinks.studioId, studioId))
    .orderBy(asc(dashboardLinks.position), asc(dashboardLinks.id));
}
