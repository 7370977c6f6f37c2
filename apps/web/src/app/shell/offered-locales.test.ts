import { UI_LOCALES } from '@motus/i18n';
import { describe, expect, it } from 'vitest';
import { offeredLocales } from './offered-locales.ts';

const answer = (multiLanguageSupport: boolean, translationLocales: string[], studioLocale = 'de_DE') => ({
  multiLanguageSupport,
  translationLocales,
  studioLocale,
});

describe('the languages the switcher offers', () => {
  it('are those the locales answer names, in the portal order, with the language in use', () => {
    expect(offeredLocales(answer(true, ['fr_FR', 'de_DE']), 'en-GB')).toEqual(['de-DE', 'en-GB', 'fr-FR']);
  });

  it("are only the studio's language (and the one in use) without multi-language support", () => {
    expect(offeredLocales(answer(false, ['fr_FR', 'de_DE'], 'it_IT'), 'it-IT')).toEqual(['it-IT']);
    expect(offeredLocales(answer(false, [], 'it_IT'), 'en-GB')).toEqual(['en-GB', 'it-IT']);
  });

  it('leave out languages the portal does not speak', () => {
    expect(offeredLocales(answer(true, ['sv_SE', 'nl_NL']), 'nl-NL')).toEqual(['nl-NL']);
  });

  it('are every UI language without an answer', () => {
    expect(offeredLocales(undefined, 'de-DE')).toEqual([...UI_LOCALES]);
  });
});
