import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoRoot } from '../config.ts';
import type { Database } from '../db/client.ts';
import { dashboardLinks } from '../modules/content/schema.ts';
import { saveStudioLogo } from '../modules/studios/logo-service.ts';
import { sepaMandateTexts, studioAdditionalMenuEntries, studioTrainingSections } from '../modules/studios/schema.ts';
import { DEMO_LANGUAGES, type DemoText, perLanguage } from './demo-text.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { DASHBOARD_LINK_TITLES, MENU_LINK_TITLES, TRAINING_SECTIONS } from './texts/studio-texts.ts';

const base = (studio: DemoStudio) => ({ tenantId: studio.row.tenantId, studioId: studio.row.id });

const MENU_LINKS: [DemoText, (studio: DemoStudio) => string][] = [
  [MENU_LINK_TITLES.app, (studio) => `https://${studio.row.tenantId}.example/app`],
  [MENU_LINK_TITLES.careers, (studio) => `https://${studio.row.tenantId}.example/jobs`],
];

/** A row per language: these links are kept per language rather than translated. */
function additionalMenuEntryRows() {
  return demoStudios.flatMap((studio) =>
    MENU_LINKS.flatMap(([titles, url], position) =>
      DEMO_LANGUAGES.map((locale) => ({ ...base(studio), locale, title: titles[locale], url: url(studio), position })),
    ),
  );
}

const DASHBOARD_LINKS: [DemoText, string, string][] = [
  [DASHBOARD_LINK_TITLES.bookCourse, '/course', 'calendar'],
  [DASHBOARD_LINK_TITLES.checkinHistory, '/check-in-history', 'history'],
  [DASHBOARD_LINK_TITLES.trainingPlan, 'mailto:coach@motus.example', 'dumbbell'],
];

function dashboardLinkRows() {
  return demoStudios.flatMap((studio) =>
    DASHBOARD_LINKS.flatMap(([titles, url, icon], position) =>
      DEMO_LANGUAGES.map((locale) => ({ ...base(studio), locale, title: titles[locale], url, icon, position })),
    ),
  );
}

const SECTION_SHARES = [0.3, 0.4, 0.2];

/** Three areas per studio that share its capacity. */
function trainingSectionRows(capacityOf: (studio: DemoStudio) => number) {
  return demoStudios.flatMap((studio) =>
    TRAINING_SECTIONS.map((texts, position) => ({
      ...base(studio),
      texts: perLanguage((language) => ({ name: texts.name[language], description: texts.description[language] })),
      capacity: Math.round(capacityOf(studio) * (SECTION_SHARES[position] ?? 0)),
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
