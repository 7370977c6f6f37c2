import { TRANSLATION_TAGS } from '@motus/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fake-server.ts';
import { loadTranslations, mergeCatalogues } from './translations.ts';

afterEach(() => vi.unstubAllGlobals());

describe('loadTranslations', () => {
  it('fetches every tag for the locale and merges them', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      String(input).includes('/common/') ? json({ common: { a: 'A' } }) : json({ studio: { b: 'B' } }),
    );
    vi.stubGlobal('fetch', fetch);

    expect(await loadTranslations('fr-FR')).toEqual({ common: { a: 'A' }, studio: { b: 'B' } });
    expect(fetch.mock.calls.map(([input]) => String(input)).sort()).toEqual(
      TRANSLATION_TAGS.map((tag) => `/translations/${tag}/fr-FR.json`).sort(),
    );
  });

  it('yields an empty set for a tag that fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(async (input) =>
        String(input).includes('/common/') ? new Response('gone', { status: 404 }) : json({ studio: { b: 'B' } }),
      ),
    );

    expect(await loadTranslations('de-DE')).toEqual({ studio: { b: 'B' } });
    expect(log).toHaveBeenCalledWith('Translations common/de-DE could not be loaded', expect.anything());
    log.mockRestore();
  });
});

describe('mergeCatalogues', () => {
  it('merges nested keys that two tags share', () => {
    expect(mergeCatalogues({ a: { b: '1' } }, { a: { c: '2' }, d: '3' })).toEqual({ a: { b: '1', c: '2' }, d: '3' });
  });
});
