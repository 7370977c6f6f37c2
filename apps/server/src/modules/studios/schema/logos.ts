import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, instant } from '../../../lib/columns.ts';
import { tenantId } from '../../tenants/schema.ts';
import { studioId } from './studios.ts';

/** A studio's logo as uploaded, and the PNG fitted inside 100×100 that the logo calls answer. */
export const studioLogos = pgTable('studio_logos', {
  studioId: studioId().primaryKey(),
  tenantId: tenantId(),
  contentType: text('content_type').notNull(),
  original: bytea('original').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export type StudioLogoRow = typeof studioLogos.$inferSelect;
