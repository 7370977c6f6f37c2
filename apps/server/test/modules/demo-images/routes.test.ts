import type { NewsPage, StudioDetail } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

const BERLIN = 1210001001;

describe('the demo pictures', () => {
  it('serves the pictures the seed gives news, events and studios, as small cacheable SVG files', async () => {
    const news = (await t.request(`/nox/public/v1/studionews?studioId=${BERLIN}`)).json<NewsPage>();
    const events = (await t.request(`/nox/public/v2/bookableitems/benefit/studio-events?studioId=${BERLIN}`)).json<
      { image: string | null }[]
    >();
    const studio = (await t.request(`/v1/public/studios/${BERLIN}`)).json<StudioDetail>();
    const addresses = [...news.content.map((item) => item.imageUrl), ...events.map((event) => event.image)];
    expect(studio.imageUrl).toBe('/demo/images/studios/kraftwerk-berlin-mitte.svg');
    expect(addresses.every((address) => address?.startsWith('/demo/images/'))).toBe(true);
    for (const address of new Set([...addresses, studio.imageUrl])) {
      const response = await t.request(address ?? '');
      expect(response.statusCode, address ?? '').toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg /);
      expect(response.rawPayload.length).toBeLessThan(8 * 1024);
    }
  });

  it('answers 404 for any other name, also one that climbs out of the folder', async () => {
    expect((await t.request('/demo/images/news/unknown.svg')).statusCode).toBe(404);
    expect((await t.request('/demo/images/..%2F..%2Fsrc/app.ts')).statusCode).toBe(404);
  });
});
