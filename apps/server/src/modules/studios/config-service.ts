import type { FeatureFlags, LegalInfo, LegalInfoType, LocalesAnswer } from '@motus/contract';
import { UI_LOCALES } from '@motus/i18n';
import type { Database } from '../../db/client.ts';
import { findActiveLegalInfos, findFeatures, findMenuEntries } from './repo.ts';
import type { StudioLegalInfoRow } from './schema.ts';
import { requireStudio } from './service.ts';

export const DEFAULT_STUDIO_LOCALE = 'de_DE';

export async function featureFlags(db: Database, studioId: number): Promise<FeatureFlags> {
  await requireStudio(db, studioId);
  const rows = await findFeatures(db, studioId);
  return Object.fromEntries(rows.map((row) => [row.feature, row.enabled]));
}

export async function activeMenuEntries(db: Database, studioId: number): Promise<string[]> {
  await requireStudio(db, studioId);
  return (await findMenuEntries(db, studioId)).map((row) => row.entry);
}

function languageOf(locale: string | undefined): string | undefined {
  return locale?.split(/[-_]/)[0]?.toLowerCase();
}

/** Per type, the text in the requested language, else the studio's language, else English, else any. */
function bestPerType(
  rows: StudioLegalInfoRow[],
  preferred: (string | undefined)[],
): Map<LegalInfoType, StudioLegalInfoRow> {
  const order = [...preferred, 'en'].filter((language): language is string => Boolean(language));
  const rank = (row: StudioLegalInfoRow) => {
    const index = order.indexOf(row.locale);
    return index === -1 ? order.length : index;
  };
  const best = new Map<LegalInfoType, StudioLegalInfoRow>();
  for (const row of rows) {
    const current = best.get(row.type);
    if (!current || rank(row) < rank(current)) best.set(row.type, row);
  }
  return best;
}

function toLegalInfo(row: StudioLegalInfoRow): LegalInfo {
  return { type: row.type, text: row.text, externalUrl: row.externalUrl };
}

export async function activeLegalInfos(
  db: Database,
  studioId: number,
  locale: string | undefined,
): Promise<LegalInfo[]> {
  const studio = await requireStudio(db, studioId);
  const rows = await findActiveLegalInfos(db, studioId);
  return [...bestPerType(rows, [languageOf(locale), languageOf(studio.locale)]).values()].map(toLegalInfo);
}

export function legalInfoOf(infos: LegalInfo[], type: LegalInfoType): LegalInfo | null {
  return infos.find((info) => info.type === type) ?? null;
}

export function translationLocales(studioLocale: string | undefined): LocalesAnswer {
  return {
    multiLanguageSupport: true,
    translationLocales: UI_LOCALES.map((locale) => locale.replace('-', '_')),
    studioLocale: studioLocale ?? DEFAULT_STUDIO_LOCALE,
  };
}
