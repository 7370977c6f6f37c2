import { describe, expect, it } from 'vitest';
import { asMember, registeredMember } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({
  extend: (app) => {
    app.post('/v1/test/echo', async (request) => request.body);
    app.post('/v1/test/accept', async () => ({ accepted: true }));
    app.get('/v1/test/items/:id', async (request) => request.params);
  },
});

function invalidFields(response: { json: () => { errors?: { typedArgs: { type: string; value: unknown }[] }[] } }) {
  return (response.json().errors ?? []).map((item) => item.typedArgs.find((arg) => arg.type === 'FIELD')?.value);
}

describe('a NUL byte in any input', () => {
  it('is refused with 400 VALIDATION_FAILED naming the field, in the query of a declared call', async () => {
    const response = await t.request('/nox/public/v1/tenant?tenant=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(invalidFields(response)).toEqual(['query.tenant']);
  });

  it('is refused in the path and in the body of a declared call, also for a member', async () => {
    const { cookie } = await registeredMember(t);
    const path = await asMember(t, cookie, { url: '/nox/public/v1/studionews/1%00' });
    expect(path.statusCode).toBe(400);
    expect(invalidFields(path)).toEqual(['path.newsId']);
    const body = await asMember(t, cookie, {
      method: 'PUT',
      url: '/v1/me/profile',
      payload: { firstName: 'Nu\u0000l', lastName: 'Byte', locale: 'de-DE' },
    });
    expect(body.statusCode).toBe(400);
    expect(invalidFields(body)).toEqual(['body.firstName']);
  });

  it('is refused in event names of the anonymous event log', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/public/event-logging/event',
      payload: { eventName: 'page\u0000view', userId: 'browser-1', applicationName: 'MS_FRONTEND' },
    });
    expect(response.statusCode).toBe(400);
    expect(invalidFields(response)).toEqual(['body.eventName']);
  });

  it('is refused on routes that are no declared call: path, body, object keys and the page address', async () => {
    const path = await t.request('/v1/test/items/a%00b');
    expect(path.statusCode).toBe(400);
    expect(invalidFields(path)).toEqual(['path.id']);
    const body = await t.request({ method: 'POST', url: '/v1/test/echo', payload: { list: [{ deep: 'x\u0000' }] } });
    expect(body.statusCode).toBe(400);
    expect(invalidFields(body)).toEqual(['body.list.0.deep']);
    const key = await t.request({ method: 'POST', url: '/v1/test/echo', payload: { 'k\u0000ey': 1 } });
    expect(key.statusCode).toBe(400);
    const page = await t.request({ url: '/some%00page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(400);
  });

  it('leaves other inputs alone, however deeply they nest', async () => {
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await t.request({
      method: 'POST',
      url: '/v1/test/accept',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(response.statusCode).toBe(200);
    expect((await t.request('/v1/test/items/plain')).json()).toEqual({ id: 'plain' });
  });
});
