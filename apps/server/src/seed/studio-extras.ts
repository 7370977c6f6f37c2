import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import type { Database } from '../db/client.ts';
import { dashboardLinks } from '../modules/content/schema.ts';
import { saveStudioLogo } from '../modules/studios/logo-service.ts';
import { sepaMandateTexts, studioAdditionalMenuEntries, studioTrainingSections } from '../modules/studios/schema.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

type Texts = Record<string, string>;

const language = (studio: DemoStudio) => (studio.row.locale ?? 'de_DE').slice(0, 2);

/** The studio's language and English; for an English studio just English. */
function perLanguage<T>(studio: DemoStudio, texts: Record<string, T>): [string, T][] {
  return [...new Set([language(studio), 'en'])].flatMap((locale) =>
    texts[locale] ? [[locale, texts[locale]] as [string, T]] : [],
  );
}

const base = (studio: DemoStudio) => ({ tenantId: studio.row.tenantId, studioId: studio.row.id });

const MENU_LINKS: [Texts, (studio: DemoStudio) => string][] = [
  [{ de: 'Unsere App', en: 'Our app' }, (studio) => `https://${studio.row.tenantId}.example/app`],
  [{ de: 'Karriere', en: 'Careers' }, (studio) => `https://${studio.row.tenantId}.example/jobs`],
];

function additionalMenuEntryRows() {
  return demoStudios.flatMap((studio) =>
    MENU_LINKS.flatMap(([titles, url], position) =>
      perLanguage(studio, titles).map(([locale, title]) => ({
        ...base(studio),
        locale,
        title,
        url: url(studio),
        position,
      })),
    ),
  );
}

const DASHBOARD_LINKS: [Texts, string, string][] = [
  [{ de: 'Kurs buchen', en: 'Book a course' }, '/course', 'calendar'],
  [{ de: 'Check-in-Verlauf', en: 'Check-in history' }, '/check-in-history', 'history'],
  [{ de: 'Trainingsplan anfragen', en: 'Ask for a training plan' }, 'mailto:coach@motus.example', 'dumbbell'],
];

function dashboardLinkRows() {
  return demoStudios.flatMap((studio) =>
    DASHBOARD_LINKS.flatMap(([titles, url, icon], position) =>
      perLanguage(studio, titles).map(([locale, title]) => ({ ...base(studio), locale, title, url, icon, position })),
    ),
  );
}

const SECTIONS: [Record<string, { name: string; description: string }>, number][] = [
  [
    {
      de: { name: 'Freihantelbereich', description: 'Hantelbänke, Racks und Kurzhanteln bis 50 kg.' },
      en: { name: 'Free weights', description: 'Benches, racks and dumbbells up to 50 kg.' },
    },
    0.3,
  ],
  [
    {
      de: { name: 'Cardiobereich', description: 'Laufbänder, Crosstrainer, Rad- und Rudergeräte.' },
      en: { name: 'Cardio area', description: 'Treadmills, cross trainers, bikes and rowers.' },
    },
    0.4,
  ],
  [
    {
      de: { name: 'Kursraum', description: 'Für Kurse und freies Training außerhalb der Kurszeiten.' },
      en: { name: 'Studio room', description: 'For courses, and open training outside course times.' },
    },
    0.2,
  ],
];

/** Three areas per studio that share its capacity. */
function trainingSectionRows(capacityOf: (studio: DemoStudio) => number) {
  return demoStudios.flatMap((studio) =>
    SECTIONS.map(([texts, share], position) => ({
      ...base(studio),
      texts: Object.fromEntries(perLanguage(studio, texts)),
      capacity: Math.round(capacityOf(studio) * share),
      position,
    })),
  );
}

const mandate = (creditor: string, identifier: string) => ({
  de: `<p>Ich ermächtige ${creditor} (Gläubiger-Identifikationsnummer ${identifier}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${creditor} auf mein Konto gezogenen Lastschriften einzulösen.</p><p>Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.</p>`,
  en: `<p>By signing this mandate form, I authorise ${creditor} (creditor identifier ${identifier}) to send instructions to my bank to debit my account and my bank to debit my account in accordance with the instructions from ${creditor}.</p><p>As part of my rights, I am entitled to a refund from my bank under the terms and conditions of my agreement with my bank. A refund must be claimed within eight weeks starting from the date on which my account was debited.</p>`,
});

/** SEPA creditors; the US tenant collects no SEPA direct debits. */
const CREDITORS = [
  {
    tenantId: 'kraftwerk',
    name: 'Kraftwerk Fitness GmbH',
    identifier: 'DE98ZZZ09999999999',
    address: 'Torstraße 112, 10119 Berlin',
  },
  {
    tenantId: 'alpenfit',
    name: 'Alpenfit AG',
    identifier: 'CH13ZZZ00000012345',
    address: 'Hardstrasse 219, 8005 Zürich',
  },
];

function sepaRows() {
  return CREDITORS.flatMap((creditor) =>
    Object.entries(mandate(creditor.name, creditor.identifier)).map(([locale, text]) => ({
      tenantId: creditor.tenantId,
      locale,
      creditorName: creditor.name,
      creditorIdentifier: creditor.identifier,
      creditorAddress: creditor.address,
      text,
    })),
  );
}

/** The demo logos are the web app's SVG files; the logo calls serve them as 100×100 PNGs. */
async function seedLogos(tx: Database): Promise<void> {
  for (const studio of demoStudios) {
    if (!studio.row.logoUrl) continue;
    const file = await readFile(resolve(repoRoot, 'apps/web/public', `.${studio.row.logoUrl}`));
    await saveStudioLogo(tx, studio.row.id, file, 'image/svg+xml');
  }
}

export async function seedStudioExtras(tx: Database, capacityOf: (studio: DemoStudio) => number): Promise<void> {
  await tx.insert(studioAdditionalMenuEntries).values(additionalMenuEntryRows());
  await tx.insert(dashboardLinks).values(dashboardLinkRows());
  await tx.insert(studioTrainingSections).values(trainingSectionRows(capacityOf));
  await tx.insert(sepaMandateTexts).values(sepaRows());
  await seedLogos(tx);
}
