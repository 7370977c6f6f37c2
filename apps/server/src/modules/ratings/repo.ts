import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { studioRatings } from './schema.ts';

export function countRatingsByStars(db: Database, studioId: number) {
  return db
    .select({ stars: studioRatings.rating, count: count() })
    .from(studioRatings)
    .where(eq(studioRatings.studioId, studioId))
    .groupBy(studioRatings.rating);
}

export function findNewestReviews(db: Database, studioId: number, limit: number) {
  return db
    .select()
    .from(studioRatings)
    .where(and(eq(studioRatings.studioId, studioId), isNotNull(studioRatings.comment)))
    .orderBy(desc(studioRatings.createdAt), desc(studioRatings.id))
    .limit(limit);
}
