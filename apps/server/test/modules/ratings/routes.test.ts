import type { StudioRating } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { studioRatings } from '../../../src/modules/ratings/schema.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /v1/public/studios/{externalId}/rating', () => {
  it('answers the average, the distribution and the newest reviews with a comment', async () => {
    const response = await t.request('/v1/public/studios/kraftwerk-berlin-mitte/rating');
    expect(response.statusCode).toBe(200);
    const rating = response.json<StudioRating>();
    expect(rating.ratingCount).toBe(10);
    expect(rating.averageRating).toBe(4.2);
    expect(rating.distribution.map((entry) => entry.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(rating.reviews).toHaveLength(8);
    expect(rating.reviews[0]?.authorName).toBe('Katrin S.');
    const dates = rating.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('computes from the stored ratings, by id too', async () => {
    await t.db.insert(studioRatings).values([
      {
        tenantId: 'kraftwerk',
        studioId: 1210001003,
        authorName: 'Test A',
        rating: 1,
        comment: 'Too full',
        locale: 'en',
      },
    ]);
    const rating = (await t.request('/v1/public/studios/1210001003/rating')).json<StudioRating>();
    expect(rating.reviews[0]).toMatchObject({ authorName: 'Test A', rating: 1, comment: 'Too full' });
    expect(rating.distribution.find((entry) => entry.stars === 1)?.count).toBeGreaterThan(0);
  });

  it('answers an unknown studio with 404', async () => {
    expect((await t.request('/v1/public/studios/unknown-studio/rating')).statusCode).toBe(404);
  });
});
