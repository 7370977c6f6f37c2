import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, StudioErrors } from '../errors/index.ts';
import { isoDateTime, localeTag, numericId, studioNumber, tenantKey } from '../schemas.ts';

export const newsItemSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  /** The language of the item (de, en, …). */
  locale: z.string(),
  title: z.string(),
  teaser: z.string(),
  /** HTML; the portal sanitizes it before inserting it. */
  bodyHtml: z.string(),
  imageUrl: z.string().nullable(),
  publishDate: isoDateTime,
});

export const newsPageSchema = z.object({
  content: z.array(newsItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
});

/** Published news of a studio, newest first, in the requested language when the studio has news in it. */
export const listStudioNews = defineCall({
  id: 'content.listStudioNews',
  method: 'GET',
  path: '/nox/public/v1/studionews',
  auth: 'public',
  query: z.object({
    studioId: studioNumber,
    locale: localeTag.optional(),
    page: z.coerce.number().int().min(0).max(1000).default(0),
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
  errors: [ErrorCodes.studioNotFound],
  answer: newsPageSchema,
});

/** One published news item (the news detail view and its deep link). */
export const getStudioNews = defineCall({
  id: 'content.getStudioNews',
  method: 'GET',
  path: '/nox/public/v1/studionews/{newsId}',
  auth: 'public',
  params: z.object({ newsId: numericId }),
  errors: [StudioErrors.newsNotFound],
  answer: newsItemSchema,
});

export const contentCategories = ['TRAINING', 'NUTRITION', 'RECOVERY', 'MINDSET', 'STUDIO'] as const;

const contentQuery = z.object({
  /** The tenant whose content to show; default x-tenant, else the member's first studio connect. */
  tenant: tenantKey.optional(),
  locale: localeTag.optional(),
  category: z.enum(contentCategories).optional(),
});

export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  teaser: z.string(),
  bodyHtml: z.string(),
  imageUrl: z.string().nullable(),
  category: z.enum(contentCategories),
  author: z.string(),
  readingTimeMinutes: z.number().int(),
  publishDate: isoDateTime,
});

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  category: z.enum(contentCategories),
  publishDate: isoDateTime,
});

export const listContentArticles = defineCall({
  id: 'content.listArticles',
  method: 'GET',
  path: '/nox/v1/mysports-content-management/articles',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: contentQuery,
  answer: z.array(articleSchema),
});

export const listContentVideos = defineCall({
  id: 'content.listVideos',
  method: 'GET',
  path: '/nox/v1/mysports-content-management/videos',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: contentQuery,
  answer: z.array(videoSchema),
});

export const dashboardLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** An icon name of the portal's icon set. */
  icon: z.string(),
  external: z.boolean(),
});

/** The member dashboard's shortcut links that a studio (organisation unit) configures. */
export const listDashboardLinks = defineCall({
  id: 'content.listDashboardLinks',
  method: 'GET',
  path: '/nox/v1/mysports-customization-config/dashboard-links/by-organization-unit',
  auth: 'member',
  principal: 'customer',
  tenant: { studio: 'organizationUnitId' },
  query: z.object({ organizationUnitId: studioNumber, locale: localeTag.optional() }),
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(dashboardLinkSchema),
});

export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsPage = z.infer<typeof newsPageSchema>;
export type ContentCategory = (typeof contentCategories)[number];
export type Article = z.infer<typeof articleSchema>;
export type Video = z.infer<typeof videoSchema>;
export type DashboardLink = z.infer<typeof dashboardLinkSchema>;
