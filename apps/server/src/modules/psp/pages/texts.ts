import { DEFAULT_LOCALE, matchLocale, negotiateLocale, type UiLocale } from '@motus/i18n';
import { translatorsOf } from '../../../lib/catalogue-texts.ts';

export type { Translate } from '../../../lib/catalogue-texts.ts';

/** The texts of the `psp` tag in a locale. */
export const translatorFor = translatorsOf('psp');

/** The session's locale as a UI locale (en-GB when the portal does not speak it). */
export function pageLocale(sessionLocale: string): UiLocale {
  return matchLocale(sessionLocale) ?? DEFAULT_LOCALE;
}

/** For pages without a session: the browser's languages. */
export function browserLocale(acceptLanguage: string | undefined): UiLocale {
  return negotiateLocale((acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim()));
}
