import { describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../helpers/identity.ts';
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

  it('refuses a foreign write on a percent-encoded path, which the router decodes to an API path', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/%76%31/public/user/resetpassword',
      payload: { email: DEMO_USERS.kraftwerk },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'CROSS_ORIGIN_REQUEST' });
    const withoutHeader = await t.app.inject({
      method: 'POST',
      url: '/%76%31/public/user/resetpassword',
      payload: { email: DEMO_USERS.kraftwerk },
    });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json()).toMatchObject({ errorCode: 'MISSING_CLIENT_TYPE' });
  });

  it('checks every state-changing request, whatever its path', async () => {
    for (const url of ['/some/page', '/dev/anything', '/%6C%6F%67%69%6E']) {
      const response = await t.request({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('knows the member on a percent-encoded path as on the plain one', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: '/%76%31/me/info' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
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
