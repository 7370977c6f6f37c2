import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { UI_LOCALES } from '@motus/i18n';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /translations/{tag}/{language}.json', () => {
  it.each(UI_LOCALES)('serves the common catalogue of %s', async (locale) => {
    const response = await t.request(`/translations/common/${locale}.json`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).length).toBeGreaterThan(0);
  });

  it('negotiates a language without region and an unknown one', async () => {
    const german = (await t.request('/translations/common/de.json')).json();
    expect(german).toEqual((await t.request('/translations/common/de-DE.json')).json());
    const unknown = (await t.request('/translations/common/pl-PL.json')).json();
    expect(unknown).toEqual((await t.request('/translations/common/en-GB.json')).json());
  });

  it('sends a catalogue compressed to a browser that accepts it, the same catalogue every time', async () => {
    const plain = (await t.request('/translations/studio/de-DE.json')).json();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let request = 0; request < 2; request++) {
        const response = await t.request({
          url: '/translations/studio/de-DE.json',
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decompress(response.rawPayload).toString())).toEqual(plain);
      }
    }
  });

  it('answers 404 for an unknown tag and 400 for a malformed one', async () => {
    expect((await t.request('/translations/nothing/de-DE.json')).statusCode).toBe(404);
    expect((await t.request('/translations/..%2Fsecret/de-DE.json')).statusCode).toBe(400);
  });
});
