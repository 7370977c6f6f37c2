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
