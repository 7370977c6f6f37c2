import type { TranslationTag, UiLocale } from '@motus/i18n';
import { flattenCatalogue, readCatalogue } from '@motus/i18n/catalogues';

/** A text of one translation tag, its {{placeholders}} filled; a key the catalogue lacks answers itself. */
export type Translate = (key: string, values?: Record<string, string>) => string;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

/** The web's texts of a tag for what the server renders itself (pages, PDFs); each locale is read once per process. */
export function translatorsOf(tag: TranslationTag): (locale: UiLocale) => Promise<Translate> {
  const catalogues = new Map<UiLocale, Promise<Map<string, string>>>();
  return async (locale) => {
    let catalogue = catalogues.get(locale);
    if (!catalogue) {
      catalogue = readCatalogue(tag, locale).then((texts) => flattenCatalogue(texts));
      catalogues.set(locale, catalogue);
    }
    const texts = await catalogue;
    return (key, values = {}) => fill(texts.get(`${tag}.${key}`) ?? key, values);
  };
}
