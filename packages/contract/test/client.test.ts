import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { basicAuthorization, createApiClient } from '../src/client/index.ts';
import { defineCall } from '../src/define-call.ts';

const getStudio = defineCall({
  id: 'test.getStudio',
  method: 'GET',
  path: '/nox/public/v1/studios/{studioId}',
  auth: 'public',
  params: z.object({ studioId: z.number() }),
  query: z.object({ locale: z.string().optional() }),
  answer: z.object({ name: z.string(), closingHoursDtos: z.array(z.object({ from: z.string() })) }),
});

const postLogin = defineCall({
  id: 'test.login',
  method: 'POST',
  path: '/login',
  auth: 'public',
  body: z.object({ remember: z.boolean() }),
  answer: z.object({ ok: z.boolean() }),
  statusMessages: { 401: 'nox.mobile.wrong.credentials' },
});

const download = defineCall({
  id: 'test.download',
  method: 'GET',
  path: '/nox/v1/check-in-history',
  auth: 'member',
  answer: z.unknown(),
  answerKind: 'binary',
});

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(response: Response, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    context: () => ({
      webContext: 'MY_SPORTS',
      queryParams: 'a=1',
      facilityGroup: 'kraftwerk',
      tenant: 'kraftwerk',
      locale: 'en-GB',
    }),
    ...extra,
  });
  return { api, fetch };
}

describe('createApiClient', () => {
  it('sends nox calls through studio-api/ with credentials, the portal headers and the UI locale', async () => {
    const { api, fetch } = clientWith(jsonResponse(200, { name: 'Mitte', closingHoursDtos: [] }));
    await api(getStudio, { params: { studioId: 7 }, query: { locale: undefined } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/studio-api/nox/public/v1/studios/7');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(Object.fromEntries(headers)).toMatchObject({
      'x-client-type': 'WEB',
      'x-web-context': 'MY_SPORTS',
      'x-query-params': 'a=1',
      'x-facility-group': 'kraftwerk',
      'x-tenant': 'kraftwerk',
      'accept-language': 'en-GB',
    });
  });

  it('turns listed date fields into dates', async () => {
    const { api } = clientWith(
      jsonResponse(200, { name: 'Mitte', closingHoursDtos: [{ from: '2026-12-24T00:00:00Z' }] }),
    );
    const studio = await api(getStudio, { params: { studioId: 7 } });
    expect(studio.closingHoursDtos[0]?.from).toEqual(new Date('2026-12-24T00:00:00Z'));
  });

  it('posts JSON bodies to the portal API at the origin', async () => {
    const { api, fetch } = clientWith(jsonResponse(200, { ok: true }));
    await api(postLogin, { body: { remember: true } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/login');
    expect(init?.body).toBe('{"remember":true}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('returns PDF answers as binary data', async () => {
    const pdf = new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    const { api } = clientWith(pdf);
    const blob = await api(download);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(4);
  });

  it('returns a file answer as a file even when it is JSON (a data export)', async () => {
    const file = new Response('{"account":{}}', { headers: { 'content-type': 'application/json' } });
    const { api } = clientWith(file);
    const blob = await api(download);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('{"account":{}}');
  });

  it("uses the call's message for a declared status", async () => {
    const { api } = clientWith(jsonResponse(401, { error: 'invalid_grant' }));
    await expect(api(postLogin, { body: { remember: false } })).rejects.toMatchObject({
      status: 401,
      message: 'nox.mobile.wrong.credentials',
    });
  });

  it('sends extra headers such as the basic authorization of the login, without overriding the portal headers', async () => {
    const { api, fetch } = clientWith(jsonResponse(200, { ok: true }));
    await api(postLogin, {
      body: { remember: true },
      headers: { authorization: basicAuthorization('zoë@example.com', 'pässwörd:1'), 'x-client-type': 'OTHER' },
    });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-client-type')).toBe('WEB');
    const encoded = headers.get('authorization')?.replace('Basic ', '') ?? '';
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(
      'zoë@example.com:pässwörd:1',
    );
  });

  it('switches to maintenance on 502 and reports 500s', async () => {
    const onMaintenance = vi.fn();
    const reportError = vi.fn();
    await expect(
      clientWith(new Response('bad gateway', { status: 502 }), { onMaintenance }).api(getStudio, {
        params: { studioId: 1 },
      }),
    ).rejects.toMatchObject({ status: 502 });
    expect(onMaintenance).toHaveBeenCalledOnce();
    await expect(
      clientWith(jsonResponse(500, { errorCode: 'INTERNAL_ERROR', traceId: 't' }), { reportError }).api(getStudio, {
        params: { studioId: 1 },
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(reportError).toHaveBeenCalledOnce();
  });
});
