import type { ContentCategory } from '@motus/contract';
import { DAY_MS } from '../lib/zoned-time.ts';
import type { NewContentItemRow } from '../modules/content/schema.ts';
import { demoTenants } from './brands.ts';
import { demoStudios } from './studios.ts';

interface Article {
  category: ContentCategory;
  minutes: number;
  author: string;
  daysAgo: number;
  texts: Record<string, [title: string, teaser: string, body: string]>;
}

const ARTICLES: Article[] = [
  {
    category: 'TRAINING',
    minutes: 5,
    author: 'Tobias Krüger',
    daysAgo: 4,
    texts: {
      de: [
        'Kniebeugen richtig ausführen',
        'Die fünf häufigsten Fehler bei der Kniebeuge und wie ihr sie vermeidet.',
        '<p>Füße schulterbreit, Knie folgen den Zehen, Rücken neutral: So schützt ihr eure Gelenke.</p><p>Beginnt mit dem eigenen Körpergewicht und steigert langsam.</p>',
      ],
      en: [
        'How to squat properly',
        'The five most common squat mistakes and how to avoid them.',
        '<p>Feet shoulder-width apart, knees tracking the toes, a neutral back: that is how you protect your joints.</p><p>Start with body weight and progress slowly.</p>',
      ],
    },
  },
  {
    category: 'NUTRITION',
    minutes: 4,
    author: 'Nora Becker',
    daysAgo: 11,
    texts: {
      de: [
        'Eiweiß nach dem Training',
        'Wie viel Protein braucht ihr wirklich – und wann?',
        '<p>1,6 bis 2 Gramm Eiweiß pro Kilogramm Körpergewicht reichen den meisten Sportlerinnen und Sportlern.</p>',
      ],
      en: [
        'Protein after training',
        'How much protein do you really need – and when?',
        '<p>1.6 to 2 grams of protein per kilogram of body weight are enough for most athletes.</p>',
      ],
    },
  },
  {
    category: 'RECOVERY',
    minutes: 3,
    author: 'Sven Lindner',
    daysAgo: 23,
    texts: {
      de: [
        'Warum Schlaf euer bestes Trainingsgerät ist',
        'Regeneration beginnt im Bett: drei Tipps für besseren Schlaf.',
        '<p>Feste Schlafenszeiten, ein kühles Schlafzimmer und kein Bildschirm in der letzten Stunde.</p>',
      ],
      en: [
        'Why sleep is your best piece of equipment',
        'Recovery starts in bed: three tips for better sleep.',
        '<p>Regular bedtimes, a cool bedroom and no screens in the last hour.</p>',
      ],
    },
  },
];

interface Video {
  category: ContentCategory;
  seconds: number;
  slug: string;
  daysAgo: number;
  texts: Record<string, [title: string, description: string]>;
}

const VIDEOS: Video[] = [
  {
    category: 'TRAINING',
    seconds: 1200,
    slug: 'full-body-20',
    daysAgo: 2,
    texts: {
      de: ['20 Minuten Ganzkörper', 'Ein Workout ohne Geräte für zu Hause.'],
      en: ['20-minute full body', 'A no-equipment workout for home.'],
    },
  },
  {
    category: 'RECOVERY',
    seconds: 900,
    slug: 'mobility-15',
    daysAgo: 14,
    texts: {
      de: ['Mobility für den Rücken', 'Fünfzehn Minuten für eine bewegliche Wirbelsäule.'],
      en: ['Mobility for your back', 'Fifteen minutes for a supple spine.'],
    },
  },
  {
    category: 'MINDSET',
    seconds: 600,
    slug: 'breathing-10',
    daysAgo: 30,
    texts: {
      de: ['Atemübungen gegen Stress', 'Zehn Minuten geführte Atmung.'],
      en: ['Breathing against stress', 'Ten minutes of guided breathing.'],
    },
  },
];

/** Tenants publish in the languages of their studios and in English. */
function languagesOf(tenantId: string): string[] {
  const own = demoStudios
    .filter((studio) => studio.row.tenantId === tenantId)
    .map((studio) => studio.row.locale ?? 'en');
  return [...new Set([...own.map((locale) => locale.slice(0, 2)), 'en'])];
}

export function contentRows(today: Date): NewContentItemRow[] {
  return demoTenants.flatMap(({ id: tenantId }) =>
    languagesOf(tenantId).flatMap((locale) => [
      ...ARTICLES.map((article): NewContentItemRow => {
        const [title, summary, bodyHtml] = article.texts[locale] ?? [];
        return {
          tenantId,
          kind: 'ARTICLE',
          locale,
          category: article.category,
          title: title ?? '',
          summary: summary ?? '',
          bodyHtml: bodyHtml ?? '',
          imageUrl: null,
          durationSeconds: article.minutes * 60,
          author: article.author,
          publishDate: new Date(today.getTime() - article.daysAgo * DAY_MS),
        };
      }),
      ...VIDEOS.map((video): NewContentItemRow => {
        const [title, summary] = video.texts[locale] ?? [];
        return {
          tenantId,
          kind: 'VIDEO',
          locale,
          category: video.category,
          title: title ?? '',
          summary: summary ?? '',
          imageUrl: null,
          videoUrl: `https://videos.${tenantId}.example/${video.slug}.mp4`,
          durationSeconds: video.seconds,
          publishDate: new Date(today.getTime() - video.daysAgo * DAY_MS),
        };
      }),
    ]),
  );
}
