import type { StudioRating } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { roundTo } from '../../lib/geo.ts';
import { requireStudioByAlias } from '../studios/index.ts';
import { countRatingsByStars, findNewestReviews } from './repo.ts';

const REVIEWS_SHOWN = 10;

/** The rating summary of a studio named by id, slug or studio uuid: average, distribution and newest reviews. */
export async function studioRating(db: Database, externalId: string): Promise<StudioRating> {
  const studio = await requireStudioByAlias(db, externalId);
  const [counts, reviews] = await Promise.all([
    countRatingsByStars(db, studio.id),
    findNewestReviews(db, studio.id, REVIEWS_SHOWN),
  ]);
  const countOf = (stars: number) => counts.find((row) => row.stars === stars)?.count ?? 0;
  const ratingCount = counts.reduce((sum, row) => sum + row.count, 0);
  const total = counts.reduce((sum, row) => sum + row.stars * row.count, 0);
  return {
    studioId: studio.id,
    averageRating: ratingCount === 0 ? null : roundTo(total / ratingCount, 1),
    ratingCount,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: countOf(stars) })),
    reviews: reviews.map((row) => ({
      authorName: row.authorName,
      rating: row.rating,
      comment: row.comment ?? '',
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
