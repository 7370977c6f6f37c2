import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({
  extend: (app) => {
    app.get('/v1/test/explode', async () => {
      throw new Error('database password is hunter2');
    });
    app.get<{ Querystring: { value: string } }>('/v1/test/as-integer', async (request) => {
      await app.db.execute(sql`select ${request.query.value}::integer`);
      return {};
    });
    app.get<{ Querystring: { value: string } }>('/v1/test/as-date', async (request) => {
      await app.db.execute(sql`select ${request.query.value}::date`);
      return {};
    });
    app.post('/v1/test/echo', async (request) => request.body);
  },
});

describe('error answers', () => {
  it('answers unknown API paths with ROUTE_NOT_FOUND under every API prefix', async () => {
    for (const url of ['/nox/public/v1/nothing', '/v1/nothing', '/v4/x', '/login/extra', '/studio-api/nox/x']) {
      const response = await t.request(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND', traceId: expect.any(String) });
    }
  });

  it('leaves look-alike page paths to the web app', async () => {
    const response = await t.request({ url: '/login-register', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('hides the message of an unexpected failure and keeps its trace id', async () => {
    const response = await t.request('/v1/test/explode');
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      errorCode: 'INTERNAL_ERROR',
      errorMessage: 'Internal server error',
      traceId: expect.any(String),
    });
    expect(response.headers['x-trace-id']).toBe(body.traceId);
  });

  it('answers malformed JSON with 400 and an error body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', traceId: expect.any(String) });
  });

  it('answers an oversized body with 413 and an unknown media type with 415', async () => {
    const large = await t.request({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    const odd = await t.request({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 400 where the database refuses a value the validation let through (SQLSTATE class 22)', async () => {
    for (const url of ['/v1/test/as-integer?value=99999999999', '/v1/test/as-date?value=2030-02-30']) {
      const response = await t.request(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: 'Invalid value' });
    }
    expect((await t.request('/v1/test/as-integer?value=7')).statusCode).toBe(200);
  });

  it('puts a trace id on every answer', async () => {
    const response = await t.request('/nox/public/v1/countries');
    expect(response.headers['x-trace-id']).toMatch(/^[0-9a-f]{16}$/);
  });
});
