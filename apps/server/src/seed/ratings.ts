import { DAY_MS } from '../lib/zoned-time.ts';
import type { NewStudioRatingRow } from '../modules/ratings/schema.ts';
import { demoStudios } from './studios.ts';

/** Reviews as [stars, author, language, comment or null, days ago]. */
const REVIEWS: [number, string, string, string | null, number][] = [
  [5, 'Katrin S.', 'de', 'Super Atmosphäre, sauber und freundliches Team. Die Kurse am Abend sind top!', 3],
  [4, 'Michael R.', 'de', 'Gute Geräte, abends manchmal etwas voll.', 8],
  [5, 'Emily T.', 'en', 'Great gym, friendly staff and plenty of free weights.', 12],
  [3, 'Jonas W.', 'de', 'Umkleiden könnten größer sein, sonst in Ordnung.', 19],
  [5, 'Sarah L.', 'de', null, 25],
  [4, 'David K.', 'en', 'Good value for money and the trainers really help.', 33],
  [2, 'Thomas B.', 'de', 'Montags zwischen 18 und 20 Uhr kaum ein freies Gerät.', 40],
  [5, 'Laura M.', 'de', 'Die Yoga-Kurse sind wunderbar, ich komme jede Woche.', 47],
  [4, 'Chris P.', 'en', null, 55],
  [5, 'Nina F.', 'de', 'Sehr gepflegte Sauna und nette Leute an der Theke.', 63],
];

/** Each studio gets a different slice, so the averages differ; English-speaking studios only English reviews. */
export function ratingRows(today: Date): NewStudioRatingRow[] {
  return demoStudios.flatMap((studio, index) =>
    REVIEWS.slice(index % 3, REVIEWS.length - (index % 2))
      .filter(([, , locale]) => locale === 'en' || !studio.row.locale?.startsWith('en'))
      .map(([rating, authorName, locale, comment, daysAgo]) => ({
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        authorName,
        rating,
        comment,
        locale,
        createdAt: new Date(today.getTime() - (daysAgo + index) * DAY_MS),
      })),
  );
}
