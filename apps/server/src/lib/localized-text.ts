/** The language part of a locale: de_DE, de-AT and de all give de. */
export function languageOf(locale: string | undefined): string | undefined {
  return locale?.split(/[-_]/)[0]?.toLowerCase() || undefined;
}

/** The first of the preferred languages that is available, else English, else the first available one. */
export function bestLanguage(available: readonly string[], preferred: (string | undefined)[]): string | undefined {
  const order = [...preferred.map(languageOf), 'en'];
  return order.find((language) => language && available.includes(language)) ?? available[0];
}

/** A text kept per language ({ de: …, en: … }), in the best language for the caller. */
export function pickText<T>(texts: Record<string, T>, preferred: (string | undefined)[]): T | undefined {
  const language = bestLanguage(Object.keys(texts), preferred);
  return language === undefined ? undefined : texts[language];
}

/**
 * Translations of a row's text fields by language (`{ en: { name: 'Back check' }, fr: { name: 'Bilan du dos' } }`).
 * The row's own columns hold the text in its studio's (or brand's) language, so a language or a field without a
 * translation falls back to that text (docs/decisions.md, "Catalogue texts per language").
 */
export type Translations<Field extends string = string> = Partial<
  Record<string, Partial<Record<Field, string>> | undefined>
>;

/** One text field in the requested language (a locale such as en-GB, or a language), where translated. */
export function translatedText<Field extends string>(
  text: string,
  translations: Translations<Field> | null | undefined,
  field: Field,
  locale: string | undefined,
): string {
  const language = languageOf(locale);
  return (language === undefined ? undefined : translations?.[language]?.[field]) || text;
}

/**
 * The row with its text fields in the requested language (a locale such as en-GB, or a language), where translated.
 * `translations` are those of the row, or of a joined row whose fields it carries (an appointment's course name).
 */
export function translated<Field extends string, Row extends { [Key in Field]: string | null }>(
  row: Row,
  translations: Translations<Field> | null | undefined,
  locale: string | undefined,
): Row {
  const language = languageOf(locale);
  const texts = language === undefined ? undefined : translations?.[language];
  if (!texts) return row;
  const present = Object.entries(texts).filter(([, text]) => typeof text === 'string' && text !== '');
  return present.length === 0 ? row : { ...row, ...Object.fromEntries(present) };
}
