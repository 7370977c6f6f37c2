import type { ContentCategory } from '@motus/contract';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../../lib/columns.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/** An article or a video a tenant publishes to its members, in one language. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['ARTICLE', 'VIDEO'] }).notNull(),
    locale: text('locale').notNull(),
    category: text('category').$type<ContentCategory>().notNull(),
    title: text('title').notNull(),
    /** The teaser of an article, the description of a video. */
    summary: text('summary').notNull(),
    bodyHtml: text('body_html'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    /** Reading time of an article, running time of a video. */
    durationSeconds: integer('duration_seconds').notNull(),
    author: text('author'),
    publishDate: instant('publish_date').notNull(),
  },
  (table) => [index('content_items_tenant_idx').on(table.tenantId, table.kind, table.locale)],
);

/** A shortcut on the member dashboard that a studio (organisation unit) configures, per language. */
export const dashboardLinks = pgTable(
  'dashboard_links',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('dashboard_links_studio_idx').on(table.studioId)],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItemRow = typeof contentItems.$inferInsert;
export type DashboardLinkRow = typeof dashboardLinks.$inferSelect;
