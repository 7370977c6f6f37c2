import type { LocalesAnswer } from '@motus/contract';
import { matchLocale, UI_LOCALES, type UiLocale } from '@motus/i18n';

/**
 * The languages the switcher offers (multiLanguageSupport, spec 000): those of the locales answer the portal speaks,
 * only the studio's language without multi-language support, and every UI language while there is no answer (a
 * guest, or still loading). The language in use stays offered, so the switcher always shows it.
 */
export function offeredLocales(answer: LocalesAnswer | undefined, current: string): UiLocale[] {
  if (!answer) return [...UI_LOCALES];
  const answered = answer.multiLanguageSupport ? answer.translationLocales : [answer.studioLocale];
  const offered = new Set([...answered, current].map(matchLocale));
  return UI_LOCALES.filter((locale) => offered.has(locale));
}
