import { getTranslations, type TranslationCatalogue } from '@motus/contract';
import { urlFor } from '@motus/contract/client';
import { TRANSLATION_TAGS, type TranslationTag, type UiLocale } from '@motus/i18n';
import { activateLocale } from './i18n.ts';

function isCatalogue(value: unknown): value is TranslationCatalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: catalogues of different tags may share a top-level key. */
export function mergeCatalogues(target: TranslationCatalogue, source: TranslationCatalogue): TranslationCatalogue {
  const merged: TranslationCatalogue = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isCatalogue(existing) && isCatalogue(value) ? mergeCatalogues(existing, value) : value;
  }
  return merged;
}

/**
 * A plain request without the context headers of the API client: a catalogue is the same for every page, and a request
 * exactly like the server's `Link` preload of the page (plugins/spa.ts) is answered by that preload.
 */
async function fetchCatalogue(tag: TranslationTag, locale: UiLocale): Promise<unknown> {
  const response = await fetch(urlFor(getTranslations, { tag, language: locale }, {}));
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}

/** A tag that fails to load yields an empty set (spec 002 section 7), so the page still renders. */
async function loadTag(tag: TranslationTag, locale: UiLocale): Promise<TranslationCatalogue> {
  try {
    const catalogue = await fetchCatalogue(tag, locale);
    return isCatalogue(catalogue) ? catalogue : {};
  } catch (error) {
    console.error(`Translations ${tag}/${locale} could not be loaded`, error);
    return {};
  }
}

export async function loadTranslations(locale: UiLocale): Promise<TranslationCatalogue> {
  const catalogues = await Promise.all(TRANSLATION_TAGS.map((tag) => loadTag(tag, locale)));
  return catalogues.reduce(mergeCatalogues, {});
}

export async function initTranslations(locale: UiLocale): Promise<void> {
  await activateLocale(locale, await loadTranslations(locale));
}
