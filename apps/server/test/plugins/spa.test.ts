import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TRANSLATION_TAGS } from '@motus/i18n';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const INDEX_HTML = `<!doctype html><title>Motus</title><script src="/assets/app-Ab12_-cD.js"></script>${' '.repeat(2000)}`;
const APP_JS = `console.log('motus');${'\n'.repeat(2000)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Writes a file of a build the way `npm run build` does: the file with its `.br` and `.gz` copies. */
function writeBuilt(distDir: string, path: string, content: string): void {
  const file = join(distDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

function builtApp(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'motus-spa-'));
  writeBuilt(distDir, 'index.html', INDEX_HTML);
  writeBuilt(distDir, 'assets/app-Ab12_-cD.js', APP_JS);
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return distDir;
}

const distDir = builtApp();
const t = useTestApp({ config: { webDistDir: distDir } });

describe('static files of the web app', () => {
  it('answers the brotli copy to a browser that accepts it, with the type of the original', async () => {
    const response = await t.request({ url: '/assets/app-Ab12_-cD.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('answers the gzip copy to a browser that accepts only gzip', async () => {
    const response = await t.request({ url: '/assets/app-Ab12_-cD.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('answers the plain file to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const response = await t.request({ url: '/assets/app-Ab12_-cD.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(APP_JS);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await t.request({ url: '/assets/app-Ab12_-cD.js', headers: { 'accept-encoding': encoding } });
      expect(response.headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
  });

  it('keeps unhashed public files for an hour only', async () => {
    const response = await t.request('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('makes browsers revalidate index.html, asked for by name or as the fallback of a page path', async () => {
    for (const url of ['/index.html', '/', '/de/studios/kraftwerk']) {
      const response = await t.request({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it("announces the page language's translation catalogues, the locale parameter before Accept-Language", async () => {
    const german = await t.request({
      url: '/studios',
      headers: { accept: 'text/html', 'accept-language': 'fr-CH, de-DE;q=0.9' },
    });
    expect(german.headers.link).toContain('</translations/shell/fr-FR.json>; rel=preload; as=fetch; crossorigin');
    expect(String(german.headers.link).split(', ')).toHaveLength(TRANSLATION_TAGS.length);
    const chosen = await t.request({
      url: '/studios?locale=it-IT',
      headers: { accept: 'text/html', 'accept-language': 'de-DE' },
    });
    expect(chosen.headers.link).toContain('</translations/common/it-IT.json>');
    expect(chosen.headers.link).not.toContain('de-DE');
  });

  it('serves a file built after the server started', async () => {
    writeBuilt(distDir, 'assets/later-Zz98_yX1.js', APP_JS);
    const response = await t.request({ url: '/assets/later-Zz98_yX1.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('still answers unknown API paths and missing assets with ROUTE_NOT_FOUND', async () => {
    for (const url of ['/nox/public/v1/nothing', '/assets/missing-00000000.js']) {
      const response = await t.request(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND' });
    }
  });
});

const laterDistDir = mkdtempSync(join(tmpdir(), 'motus-spa-later-'));
const unbuilt = useTestApp({ config: { webDistDir: laterDistDir } });

describe('a web app built after the server started', () => {
  it('is served once built, and explained as not built before', async () => {
    const navigation = { url: '/studios', headers: { accept: 'text/html' } };
    expect((await unbuilt.request(navigation)).statusCode).toBe(503);
    writeBuilt(laterDistDir, 'index.html', INDEX_HTML);
    const response = await unbuilt.request(navigation);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
