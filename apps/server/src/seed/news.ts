import { DAY_MS } from '../lib/zoned-time.ts';
import type { NewStudioNewsRow } from '../modules/news/schema.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

interface NewsText {
  title: string;
  teaser: string;
  body: string;
}

interface NewsTemplate {
  /** Days before today; a negative value is scheduled (not shown yet). */
  daysAgo: number;
  image: string | null;
  texts: (studio: DemoStudio) => Record<string, NewsText>;
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

const TEMPLATES: NewsTemplate[] = [
  {
    daysAgo: 2,
    image: '/demo/news/new-equipment.svg',
    texts: ({ row }) => ({
      de: {
        title: 'Neue Geräte auf der Trainingsfläche',
        teaser: `Ab sofort warten in ${row.city} zwölf neue Kraftstationen und zwei Rudergeräte auf euch.`,
        body: paragraphs(
          `Wir haben die Trainingsfläche in ${row.name} erweitert: zwölf neue Kraftstationen, zwei Rudergeräte und ein zusätzlicher Functional-Bereich.`,
          'Unser Team zeigt euch in kostenlosen Einweisungen, wie ihr die neuen Geräte richtig einstellt. Sprecht uns einfach an der Theke an.',
        ),
      },
      en: {
        title: 'New equipment on the gym floor',
        teaser: `Twelve new strength stations and two rowing machines are waiting for you in ${row.city}.`,
        body: paragraphs(
          `We have extended the gym floor at ${row.name}: twelve new strength stations, two rowing machines and an additional functional area.`,
          'Our team offers free introductions so you set up the new machines correctly. Just ask at the front desk.',
        ),
      },
    }),
  },
  {
    daysAgo: 9,
    image: '/demo/news/summer-courses.svg',
    texts: () => ({
      de: {
        title: 'Neuer Kursplan ab nächstem Monat',
        teaser: 'Mehr Yoga am Morgen, ein zweiter HIIT-Termin am Abend und Mobility am Sonntag.',
        body: paragraphs(
          'Euer Feedback hat gewirkt: Ab dem nächsten Monat gibt es zwei zusätzliche Yoga-Einheiten um 7 Uhr, einen zweiten HIIT-Kurs am Donnerstagabend und eine Mobility-Stunde am Sonntag.',
          'Alle Kurse sind im Mitgliedsbeitrag enthalten und online buchbar.',
        ),
      },
      en: {
        title: 'New course schedule from next month',
        teaser: 'More morning yoga, a second evening HIIT class and mobility on Sundays.',
        body: paragraphs(
          'Your feedback worked: from next month there are two extra yoga sessions at 7 am, a second HIIT class on Thursday evening and a mobility hour on Sunday.',
          'All courses are included in your membership and can be booked online.',
        ),
      },
    }),
  },
  {
    daysAgo: 20,
    image: '/demo/news/member-event.svg',
    texts: ({ row }) => ({
      de: {
        title: 'Bring-a-Friend-Woche',
        teaser: 'Eine Woche lang trainieren eure Freundinnen und Freunde kostenlos mit.',
        body: paragraphs(
          `Vom Montag an könnt ihr in ${row.name} eine Woche lang eine Begleitung kostenlos mitbringen.`,
          'Einfach an der Theke anmelden – wer danach Mitglied wird, schenkt euch einen Monat Beitrag.',
        ),
      },
      en: {
        title: 'Bring-a-friend week',
        teaser: 'For one week your friends train with you for free.',
        body: paragraphs(
          `From Monday you can bring a friend to ${row.name} for free for a whole week.`,
          'Just register them at the front desk – if they join afterwards, you get one month free.',
        ),
      },
    }),
  },
  {
    daysAgo: 41,
    image: '/demo/news/holiday-hours.svg',
    texts: () => ({
      de: {
        title: 'Geänderte Öffnungszeiten an Feiertagen',
        teaser: 'An den kommenden Feiertagen öffnen wir von 9 bis 18 Uhr.',
        body: paragraphs(
          'An gesetzlichen Feiertagen gelten verkürzte Öffnungszeiten von 9 bis 18 Uhr. Kurse finden an diesen Tagen nicht statt.',
        ),
      },
      en: {
        title: 'Changed opening hours on public holidays',
        teaser: 'On the coming public holidays we are open from 9 am to 6 pm.',
        body: paragraphs(
          'Shorter opening hours from 9 am to 6 pm apply on public holidays. There are no courses on those days.',
        ),
      },
    }),
  },
  {
    daysAgo: -5,
    image: null,
    texts: () => ({
      de: { title: 'Sommerfest (geplant)', teaser: 'Noch nicht veröffentlicht.', body: paragraphs('Bald mehr.') },
      en: { title: 'Summer party (scheduled)', teaser: 'Not published yet.', body: paragraphs('More soon.') },
    }),
  },
];

function languagesOf(studio: DemoStudio): string[] {
  const own = (studio.row.locale ?? 'de_DE').slice(0, 2);
  return [...new Set([own, 'en'])];
}

/** Four published news per studio and one scheduled, in the studio's language and English. */
export function newsRows(today: Date): NewStudioNewsRow[] {
  return demoStudios.flatMap((studio) =>
    TEMPLATES.flatMap((template) => {
      const texts = template.texts(studio);
      return languagesOf(studio).map((locale) => {
        const text = texts[locale] as NewsText;
        return {
          tenantId: studio.row.tenantId,
          studioId: studio.row.id,
          locale,
          title: text.title,
          teaser: text.teaser,
          bodyHtml: text.body,
          imageUrl: template.image,
          publishDate: new Date(today.getTime() - template.daysAgo * DAY_MS),
        };
      });
    }),
  );
}
