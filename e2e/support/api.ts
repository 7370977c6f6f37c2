import { type ApiClient, type ClientContext, createApiClient } from '@motus/contract/client';
import type { APIRequestContext } from '@playwright/test';

/** The page's context of the portal's calls: the brand and the language the journeys read it in. */
const JOURNEY_CONTEXT: ClientContext = { tenant: 'kraftwerk', locale: 'en-GB' };

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/**
 * The fetch the portal's client expects, sent through a Playwright request context: its cookies are that context's, so
 * a call made through `page.request` is made in the page's session.
 */
function fetchThrough(request: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const response = await request.fetch(String(input), {
      method: init?.method ?? 'GET',
      headers: headersOf(init),
      ...(typeof init?.body === 'string' ? { data: init.body } : {}),
    });
    const body = await response.body();
    return new Response(body.length > 0 ? new Uint8Array(body) : null, {
      status: response.status(),
      statusText: response.statusText(),
      // Each header as sent: response.headers() joins the session's two set-cookie lines, which Headers refuses.
      headers: response.headersArray().map(({ name, value }): [string, string] => [name, value]),
    });
  };
}

/**
 * The portal's own typed client (packages/contract), for the calls the factories make as the web app makes them; the
 * context is the Kraftwerk brand in English unless a journey says otherwise.
 */
export function apiOf(request: APIRequestContext, context: ClientContext = JOURNEY_CONTEXT): ApiClient {
  return createApiClient({ fetch: fetchThrough(request), context: () => context });
}
