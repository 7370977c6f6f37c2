import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({
  extend: (app) => {
    app.post('/v1/test/write', async () => ({ written: true }));
  },
});

describe('security', () => {
  it('sends security headers and a content security policy', async () => {
    const response = await t.request('/nox/public/v1/countries');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing call without the portal client header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/test/write' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'MISSING_CLIENT_TYPE' });
  });

  it('refuses a state-changing call from another origin', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/test/write',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'CROSS_ORIGIN_REQUEST' });
  });

  it('accepts a same-origin call with the client header', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/test/write',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
  });
});
