/** The portal's UI locales (spec 002 section 9). */
export const UI_LOCALES = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'hu-HU'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_LOCALE: UiLocale = 'en-GB';

/** The translation tags (namespaces); each is a file per locale: locales/<locale>/<tag>.json. */
export const TRANSLATION_TAGS = [
  'account',
  'accountstatement',
  'appointments',
  'booking',
  'checkin',
  'checkout',
  'common',
  'consumptioncredit',
  'contracts',
  'events',
  'finder',
  'flow',
  'idleperiods',
  'invoices',
  'legal',
  'news',
  'payment-pages',
  'payments',
  'products',
  'psp',
  'selfservice',
  'shell',
  'signup',
  'staff',
  'studio',
  'trial',
  'ui',
] as const;
export type TranslationTag = (typeof TRANSLATION_TAGS)[number];

/** Names of the locales in their own language, for the language switcher. */
export const LOCALE_NAMES: Record<UiLocale, string> = {
  'de-DE': 'Deutsch',
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'nl-NL': 'Nederlands',
  'hu-HU': 'Magyar',
};

const CATALAN_BY_REGION: Record<string, UiLocale> = { FR: 'fr-FR', IT: 'it-IT' };

function parts(tag: string): { language: string; region: string | undefined } {
  const [language = '', region] = tag.trim().replace(/_/g, '-').split('-');
  return { language: language.toLowerCase(), region: region?.toUpperCase() };
}

/** One requested locale to a UI locale: exact, Catalan by region, then language match; null when none fits. */
export function matchLocale(requested: string): UiLocale | null {
  const { language, region } = parts(requested);
  if (!language) return null;
  const exact = UI_LOCALES.find((locale) => locale === `${language}-${region}`);
  if (exact) return exact;
  if (language === 'ca') return CATALAN_BY_REGION[region ?? ''] ?? 'es-ES';
  return UI_LOCALES.find((locale) => parts(locale).language === language) ?? null;
}

/** The first requested locale (in priority order) that fits, else en-GB. */
export function negotiateLocale(requested: readonly (string | null | undefined)[]): UiLocale {
  for (const candidate of requested) {
    const match = candidate ? matchLocale(candidate) : null;
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function isTranslationTag(tag: string): tag is TranslationTag {
  return (TRANSLATION_TAGS as readonly string[]).includes(tag);
}
