import type { Translations } from '../lib/localized-text.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

/** The languages of the portal's eight UI locales (en-GB and en-US share English): the demo speaks all of them. */
export const DEMO_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl', 'hu'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

/** A demo text in every UI language. */
export type DemoText = Record<DemoLanguage, string>;

/** The name and description of something a studio offers, in every UI language. */
export interface NameAndDescription {
  name: DemoText;
  description: DemoText;
}

/** The language a demo studio writes in: German in Germany, Austria and Zurich, English in Texas. */
export type StudioLanguage = 'de' | 'en';

export function studioLanguage(studio: DemoStudio): StudioLanguage {
  return (studio.row.locale ?? 'de_DE').startsWith('de') ? 'de' : 'en';
}

/** The language of a demo tenant's own texts (its offers, its members' contingents): its studios'. */
export function tenantLanguage(tenantId: string): StudioLanguage {
  const studio = demoStudios.find((candidate) => candidate.row.tenantId === tenantId);
  return studio ? studioLanguage(studio) : 'en';
}

/** A demo text that reads the same in every language (a course's brand name such as "Vinyasa Flow"). */
export function sameInAll(text: string): DemoText {
  return Object.fromEntries(DEMO_LANGUAGES.map((language) => [language, text])) as DemoText;
}

/**
 * A row's text columns in its own language and their translations into the others (lib/localized-text.ts):
 * `{ name: …, description: …, translations: { en: { name, description }, … } }`.
 */
export function localizedColumns<Field extends string>(
  texts: Record<Field, DemoText>,
  own: DemoLanguage,
): Record<Field, string> & { translations: Translations<Field> } {
  const fields = Object.keys(texts) as Field[];
  const inLanguage = (language: DemoLanguage) =>
    Object.fromEntries(fields.map((field) => [field, texts[field][language]])) as Record<Field, string>;
  const translations: Translations<Field> = Object.fromEntries(
    DEMO_LANGUAGES.filter((language) => language !== own).map((language) => [language, inLanguage(language)]),
  );
  return { ...inLanguage(own), translations };
}

/** One value per language from a text per field (the per-language maps of employees and training sections). */
export function perLanguage<Value>(make: (language: DemoLanguage) => Value): Record<DemoLanguage, Value> {
  return Object.fromEntries(DEMO_LANGUAGES.map((language) => [language, make(language)])) as Record<
    DemoLanguage,
    Value
  >;
}
