import { DAY_MS } from '../lib/zoned-time.ts';
import type { NewStudioNewsRow } from '../modules/news/schema.ts';
import { demoImage } from './demo-images.ts';
import { DEMO_LANGUAGES } from './demo-text.ts';
import { demoStudios } from './studios.ts';
import {
  BRING_A_FRIEND,
  HOLIDAY_HOURS,
  NEW_EQUIPMENT,
  NEW_SCHEDULE,
  type NewsTexts,
  SUMMER_PARTY,
} from './texts/news.ts';

interface NewsTemplate {
  /** Days before today; a negative value is scheduled (not shown yet). */
  daysAgo: number;
  image: string | null;
  texts: NewsTexts;
}

const TEMPLATES: NewsTemplate[] = [
  { daysAgo: 2, image: demoImage('news/new-equipment.svg'), texts: NEW_EQUIPMENT },
  { daysAgo: 9, image: demoImage('news/new-schedule.svg'), texts: NEW_SCHEDULE },
  { daysAgo: 20, image: demoImage('news/bring-a-friend.svg'), texts: BRING_A_FRIEND },
  { daysAgo: 41, image: demoImage('news/holiday-hours.svg'), texts: HOLIDAY_HOURS },
  { daysAgo: -5, image: null, texts: SUMMER_PARTY },
];

/** Four published news per studio and one scheduled, in every UI language (a news item is written per language). */
export function newsRows(today: Date): NewStudioNewsRow[] {
  return demoStudios.flatMap((studio) =>
    TEMPLATES.flatMap((template) => {
      const texts = template.texts(studio.row);
      return DEMO_LANGUAGES.map((locale) => ({
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        locale,
        title: texts[locale].title,
        teaser: texts[locale].teaser,
        bodyHtml: texts[locale].body,
        imageUrl: template.image,
        publishDate: new Date(today.getTime() - template.daysAgo * DAY_MS),
      }));
    }),
  );
}
