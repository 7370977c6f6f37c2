import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '@motus/i18n/catalogues';
import { type Mock, vi } from 'vitest';

export type Route = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function notFound(errorCode: string): Response {
  return json({ errorCode, errorMessage: `${errorCode} (test)`, traceId: 'trace-test' }, 404);
}

/** The real catalogues of packages/i18n, as the server answers them. */
function translations(url: URL): Response | undefined {
  const match = /^\/translations\/([a-z-]+)\/([A-Za-z-]+)\.json$/.exec(url.pathname);
  if (!match) return undefined;
  const [, tag = '', locale = ''] = match;
  return json(JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${tag}.json`), 'utf8')));
}

export const ALL_MENU_ENTRIES = [
  'COURSES',
  'BENEFITS',
  'NEWS',
  'STUDIO_EVENTS',
  'CHECKIN_RESERVATION',
  'CONTRACT',
  'BENEFIT_OFFERS',
  'DAY_TICKETS',
  'VOUCHERS',
];

/** What every page asks for, answered as for a guest on a studio with everything switched on. */
export const DEFAULT_ROUTES: Record<string, Route> = {
  '/v1/me/info': () => json({ errorCode: 'NOT_LOGGED_IN', errorMessage: 'User is not logged in', traceId: 't' }, 403),
  '/studio-api/nox/public/v1/feature': () => json({}),
  '/studio-api/nox/public/v1/menu/active': () => json(ALL_MENU_ENTRIES),
  '/studio-api/nox/public/v2/legalinfo': () => json({ activeLegalInfos: [] }),
};

/**
 * Replaces globalThis.fetch with a fake server: translations from the real catalogue files, the given routes by
 * path (without query), the default answers of every page, and a 404 for everything else. Answers the mock so tests can inspect the requests.
 */
export function installFakeServer(routes: Record<string, Route>): Mock<typeof fetch> {
  const fake = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const route = routes[url.pathname] ?? DEFAULT_ROUTES[url.pathname];
    return translations(url) ?? (route ? route(request) : notFound('ROUTE_NOT_FOUND'));
  });
  vi.stubGlobal('fetch', fake);
  return fake;
}

/** The first request the app sent to a path, to inspect its headers. */
export function requestTo(fake: Mock<typeof fetch>, pathname: string): Request | undefined {
  for (const [input, init] of fake.mock.calls) {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    if (new URL(request.url).pathname === pathname) return request;
  }
  return undefined;
}
