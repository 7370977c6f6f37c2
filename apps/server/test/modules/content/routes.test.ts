import type { Article, DashboardLink, Video } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const ARTICLES = '/nox/v1/mysports-content-management/articles';
const VIDEOS = '/nox/v1/mysports-content-management/videos';
const LINKS = '/nox/v1/mysports-customization-config/dashboard-links/by-organization-unit';

describe('content management', () => {
  it('answers the articles of the member’s tenant, newest first, in the member’s language', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: `${ARTICLES}?locale=de` });
    expect(response.statusCode).toBe(200);
    const articles = response.json<Article[]>();
    expect(articles.map((article) => article.title)).toEqual([
      'Kniebeugen richtig ausführen',
      'Eiweiß nach dem Training',
      'Warum Schlaf euer bestes Trainingsgerät ist',
    ]);
    expect(articles[0]).toMatchObject({ category: 'TRAINING', readingTimeMinutes: 5 });
    const nutrition = await asMember(t, cookie, { url: `${ARTICLES}?locale=en&category=NUTRITION` });
    expect(nutrition.json<Article[]>().map((article) => article.title)).toEqual(['Protein after training']);
  });

  it('answers the videos', async () => {
    const cookie = await logIn(t, DEMO_USERS.lonestar);
    const videos = (await asMember(t, cookie, { url: VIDEOS })).json<Video[]>();
    expect(videos[0]).toMatchObject({ title: '20-minute full body', durationSeconds: 1200 });
    expect(videos[0]?.videoUrl).toMatch(/^https:\/\//);
  });

  it('never answers another tenant’s content, nor guests', async () => {
    const cookie = await logIn(t, DEMO_USERS.lonestar);
    const response = await asMember(t, cookie, { url: `${ARTICLES}?tenant=kraftwerk` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_CONNECTED_TO_TENANT' });
    expect((await t.request(VIDEOS)).statusCode).toBe(403);
  });

  it('refuses an unknown category with 400', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    expect((await asMember(t, cookie, { url: `${ARTICLES}?category=GOSSIP` })).statusCode).toBe(400);
  });
});

describe('dashboard links', () => {
  it('answers the links of a studio of the member’s tenant', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: `${LINKS}?organizationUnitId=1210001002&locale=en` });
    const links = response.json<DashboardLink[]>();
    expect(links.map((link) => link.title)).toEqual(['Book a course', 'Check-in history', 'Ask for a training plan']);
    expect(links[0]).toMatchObject({ url: '/course', icon: 'calendar', external: false });
  });

  it('refuses a studio of another tenant, a missing id and an unknown studio', async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    expect((await asMember(t, cookie, { url: `${LINKS}?organizationUnitId=1210001001` })).statusCode).toBe(403);
    expect((await asMember(t, cookie, { url: LINKS })).statusCode).toBe(400);
    expect((await asMember(t, cookie, { url: `${LINKS}?organizationUnitId=999` })).statusCode).toBe(404);
  });
});
