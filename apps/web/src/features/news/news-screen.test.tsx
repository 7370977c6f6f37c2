import type { NewsItem, NewsPage } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio } from '../../test/demo-data.ts';
import { installFakeServer, json, notFound, type Route } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const studio = berlinStudio();
const NEWS_API = '/studio-api/nox/public/v1/studionews';
const NEWS_PATH = `${studioPath(studio.studioUuid)}/news`;

function newsItem(id: number, title: string, publishDate: string, imageUrl: string | null = null): NewsItem {
  return {
    id,
    studioId: studio.id,
    locale: 'en',
    title,
    teaser: `Teaser of ${title}`,
    bodyHtml: `<p>Body of ${title}</p><img src="x" onerror="alert(1)">`,
    imageUrl,
    publishDate,
  };
}

const EQUIPMENT = newsItem(11, 'New equipment', '2025-03-12T09:00:00Z', '/demo/news/new-equipment.svg');
const SCHEDULE = newsItem(12, 'New course schedule', '2025-03-05T09:00:00Z');

function page(content: NewsItem[], index = 0, totalElements = content.length): NewsPage {
  return { content, page: index, size: 10, totalElements };
}

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    '/whitelabelconfigs/web': () => notFound('WHITELABEL_CONFIG_NOT_FOUND'),
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    ...routes,
  });
}

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
  cookieConsent.open.set(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('news screen', () => {
  it('lists the news newest first with publish dates in the visitor’s language and their images', async () => {
    const fetch = serve({ [NEWS_API]: () => json(page([EQUIPMENT, SCHEDULE])) });

    await renderApp(NEWS_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(titles).toEqual(['New equipment', 'New course schedule']);
    expect(screen.getByText('March 12, 2025')).toHaveAttribute('datetime', '2025-03-12T09:00:00.000Z');
    expect(screen.getByText('Teaser of New equipment')).toBeInTheDocument();
    expect(document.querySelector('img[src="/demo/news/new-equipment.svg"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more news' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Motus | News'));

    const url = new URL(
      String(fetch.mock.calls.find(([input]) => String(input).includes('studionews'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      studioId: String(studio.id),
      locale: 'en-US',
      page: '0',
    });
  });

  it('loads the next page on demand', async () => {
    serve({
      [NEWS_API]: (request) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? json(page([SCHEDULE], 1, 11))
          : json(page([EQUIPMENT], 0, 11)),
    });

    await renderApp(NEWS_PATH);

    await userEvent.click(await screen.findByRole('button', { name: 'Show more news' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'New course schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more news' })).not.toBeInTheDocument();
  });

  it('opens an item in a dialog addressed by the query, with its body sanitized, and closes it again', async () => {
    serve({ [NEWS_API]: () => json(page([EQUIPMENT, SCHEDULE])) });

    const { router } = await renderApp(NEWS_PATH);

    await userEvent.click(await screen.findByRole('link', { name: 'New equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New equipment' });
    expect(router.state.location.search).toBe('?newsId=11');
    expect(within(dialog).getByText('Body of New equipment')).toBeInTheDocument();
    expect(within(dialog).getByText('March 12, 2025')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens a linked item that is not on the first page', async () => {
    const older = newsItem(3, 'Older news', '2024-11-01T09:00:00Z');
    serve({ [NEWS_API]: () => json(page([EQUIPMENT], 0, 11)), [`${NEWS_API}/3`]: () => json(older) });

    const { router } = await renderApp(`${NEWS_PATH}?newsId=3`);

    const dialog = await screen.findByRole('dialog', { name: 'Older news' });
    expect(within(dialog).getByText('Body of Older news')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says so when a linked item does not exist or belongs to another studio', async () => {
    serve({
      [NEWS_API]: () => json(page([EQUIPMENT])),
      [`${NEWS_API}/404`]: () => notFound('NEWS_NOT_FOUND'),
      [`${NEWS_API}/5`]: () => json({ ...newsItem(5, 'Elsewhere', '2025-01-01T09:00:00Z'), studioId: 1 }),
    });

    await renderApp(`${NEWS_PATH}?newsId=404`);
    const dialog = await screen.findByRole('dialog', { name: 'News item not found' });
    expect(within(dialog).getByText('This news item is not available, or no longer.')).toBeInTheDocument();

    resetApp();
    await renderApp(`${NEWS_PATH}?newsId=5`);
    expect(await screen.findAllByRole('dialog', { name: 'News item not found' })).not.toHaveLength(0);
    expect(screen.queryByText('Body of Elsewhere')).not.toBeInTheDocument();
  });

  it('says when the studio has no news', async () => {
    serve({ [NEWS_API]: () => json(page([])) });

    await renderApp(NEWS_PATH);

    expect(await screen.findByText('This studio has not published any news yet.')).toBeInTheDocument();
  });

  it('lists the error of a failed load, with a retry', async () => {
    let fail = true;
    serve({
      [NEWS_API]: () =>
        fail
          ? json({ errorCode: 'NEWS_HIDDEN', errorMessage: 'Not for you', traceId: 'abc' }, 403)
          : json(page([EQUIPMENT])),
    });

    await renderApp(NEWS_PATH);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The news could not be loaded.' })).toBeInTheDocument();
    expect(within(alert).getByText('Not for you (Trace ID: abc)')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'New equipment' })).toBeInTheDocument();
  });
});
