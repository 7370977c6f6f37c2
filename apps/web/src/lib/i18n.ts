import type { TranslationCatalogue } from '@motus/contract';
import { negotiateLocale, type UiLocale } from '@motus/i18n';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const i18n = i18next.createInstance();

/** A locale query parameter overrides the browser languages (spec 000 section 2.5). */
export function detectLocale(search: string, languages: readonly string[]): UiLocale {
  return negotiateLocale([new URLSearchParams(search).get('locale'), ...languages]);
}

/** Makes one locale's merged catalogue the active translations and marks the page with that language. */
export async function activateLocale(locale: UiLocale, catalogue: TranslationCatalogue): Promise<void> {
  document.documentElement.lang = locale;
  if (i18n.isInitialized) {
    i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
    await i18n.changeLanguage(locale);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
}

/** The active UI locale, for Intl formatting. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
