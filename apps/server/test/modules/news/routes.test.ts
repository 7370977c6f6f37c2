import type { NewsItem, NewsPage } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const NEWS = '/nox/public/v1/studionews';

describe('GET /nox/public/v1/studionews', () => {
  it('answers published news newest first in the studio’s language', async () => {
    const response = await t.request(`${NEWS}?studioId=1210001002`);
    expect(response.statusCode).toBe(200);
    const news = response.json<NewsPage>();
    expect(news).toMatchObject({ page: 0, size: 10, totalElements: 4 });
    expect(news.content[0]).toMatchObject({ locale: 'de', title: 'Neue Geräte auf der Trainingsfläche' });
    expect(news.content[0]?.imageUrl).toMatch(/^\/demo\/images\/news\/.+\.svg$/);
    const dates = news.content.map((item) => item.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Date.parse(dates[0] ?? '')).toBeLessThan(Date.now());
  });

  it('answers the requested language, and the studio’s for a language it does not write in', async () => {
    const english = (await t.request(`${NEWS}?studioId=1210001002&locale=en-GB`)).json<NewsPage>();
    expect(english.content[0]?.title).toBe('New equipment on the gym floor');
    const byHeader = await t.request({ url: `${NEWS}?studioId=1210001002`, headers: { 'accept-language': 'fr-FR' } });
    expect(byHeader.json<NewsPage>().content[0]?.title).toBe('Nouvelles machines en salle');
    const japanese = await t.request({ url: `${NEWS}?studioId=1210001002`, headers: { 'accept-language': 'ja-JP' } });
    expect(japanese.json<NewsPage>().content[0]?.locale).toBe('de');
    const austin = (await t.request(`${NEWS}?studioId=1530003001&locale=ja`)).json<NewsPage>();
    expect(austin.content[0]?.locale).toBe('en');
  });

  it('pages', async () => {
    const second = (await t.request(`${NEWS}?studioId=1210001001&size=3&page=1`)).json<NewsPage>();
    expect(second).toMatchObject({ page: 1, size: 3, totalElements: 4 });
    expect(second.content).toHaveLength(1);
  });

  it('answers one item, never a scheduled one', async () => {
    const [first] = (await t.request(`${NEWS}?studioId=1210001001`)).json<NewsPage>().content;
    const item = await t.request(`${NEWS}/${first?.id}`);
    expect(item.json<NewsItem>()).toEqual(first);
    expect((await t.request(`${NEWS}/999999`)).json()).toMatchObject({ errorCode: 'NEWS_NOT_FOUND' });
  });

  it.each(['', '?studioId=abc', '?studioId=1210001001&size=51', '?studioId=1210001001&locale=xx-'])(
    'refuses %s with 400',
    async (query) => {
      expect((await t.request(`${NEWS}${query}`)).statusCode).toBe(400);
    },
  );

  it('answers an unknown studio with 404', async () => {
    expect((await t.request(`${NEWS}?studioId=999`)).json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND' });
  });
});
