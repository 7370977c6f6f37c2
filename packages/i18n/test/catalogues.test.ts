import { describe, expect, it } from 'vitest';
import { type Catalogue, flattenCatalogue, readCatalogue } from '../src/catalogues.ts';
import { DEFAULT_LOCALE, TRANSLATION_TAGS, UI_LOCALES } from '../src/index.ts';

/** Words that are legitimately the same in English and another locale. */
const SAME_IN_ENGLISH = new Set([
  'Motus',
  'E-Mail',
  'Website',
  'Online',
  'Info',
  'OK',
  'Studio',
  'Trace ID',
  'Cookies',
]);
/** At most this share of a locale's texts may equal the English text before the locale counts as untranslated. */
const MAX_UNTRANSLATED_SHARE = 0.15;
const ENGLISH_LOCALES = new Set(['en-GB', 'en-US']);

async function flat(tag: (typeof TRANSLATION_TAGS)[number], locale: (typeof UI_LOCALES)[number]) {
  return flattenCatalogue((await readCatalogue(tag, locale)) as Catalogue);
}

describe.each(TRANSLATION_TAGS)('translation tag %s', (tag) => {
  it.each(UI_LOCALES)('%s has every key of en-GB, none empty, and no extra key', async (locale) => {
    const reference = await flat(tag, DEFAULT_LOCALE);
    const catalogue = await flat(tag, locale);
    expect(reference.size).toBeGreaterThan(0);
    expect([...reference.keys()].filter((key) => !catalogue.has(key))).toEqual([]);
    expect([...catalogue.keys()].filter((key) => !reference.has(key))).toEqual([]);
    expect([...catalogue].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each(UI_LOCALES.filter((locale) => !ENGLISH_LOCALES.has(locale)))('%s is really translated', async (locale) => {
    const reference = await flat(tag, DEFAULT_LOCALE);
    const catalogue = await flat(tag, locale);
    const untranslated = [...catalogue].filter(
      ([key, text]) => text === reference.get(key) && !SAME_IN_ENGLISH.has(text) && /[a-z]{3}/i.test(text),
    );
    expect(untranslated.length / catalogue.size, JSON.stringify(untranslated)).toBeLessThanOrEqual(
      MAX_UNTRANSLATED_SHARE,
    );
  });

  it.each(UI_LOCALES)('%s keeps the interpolation placeholders of en-GB', async (locale) => {
    const reference = await flat(tag, DEFAULT_LOCALE);
    const catalogue = await flat(tag, locale);
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of reference) {
      expect(placeholders(catalogue.get(key)), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });
});
