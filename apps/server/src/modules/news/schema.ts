import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../lib/columns.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/** A news item of a studio in one language; items in the future are scheduled and not yet shown. */
export const studioNews = pgTable(
  'studio_news',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    /** A language: de, en, … */
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageUrl: text('image_url'),
    publishDate: instant('publish_date').notNull(),
  },
  (table) => [index('studio_news_studio_idx').on(table.studioId, table.locale, table.publishDate)],
);

export type StudioNewsRow = typeof studioNews.$inferSelect;
export type NewStudioNewsRow = typeof studioNews.$inferInsert;
