import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/columns.ts';
import { studioId } from '../studios/schema.ts';
import { tenantId } from '../tenants/schema.ts';

/** A visitor's rating of a studio, 1 to 5 stars, with an optional comment. */
export const studioRatings = pgTable(
  'studio_ratings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    studioId: studioId(),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('studio_ratings_studio_idx').on(table.studioId, table.createdAt)],
);

export type StudioRatingRow = typeof studioRatings.$inferSelect;
export type NewStudioRatingRow = typeof studioRatings.$inferInsert;
