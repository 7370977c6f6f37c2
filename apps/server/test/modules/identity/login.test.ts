import type { UserInfo } from '@motus/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/modules/identity/schema/users.ts';
import { asMember, DEMO_PASSWORD, DEMO_USERS, logIn, loginRequest, sessionCookieOf } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

function failureShape(response: { statusCode: number; json: () => Record<string, unknown> }) {
  const body = response.json();
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    errorCode: body.errorCode,
    message: body.errorMessage,
  };
}

describe('POST /login', () => {
  it('logs in with a basic authorization header, sets an HttpOnly SameSite=Lax cookie and answers the user info', async () => {
    const response = await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserInfo>()).toMatchObject({
      name: 'Anna Berger',
      email: DEMO_USERS.kraftwerk,
      verified: true,
      studioConnected: true,
      studioConnects: [{ studioId: 1210001001, tenant: 'kraftwerk', studioName: 'Kraftwerk Berlin Mitte' }],
      profilePictureUrl: null,
      staffOf: null,
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'motus_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await loginRequest(t, DEMO_USERS.alpenfit.toUpperCase(), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown user, an unverified and a locked account the same way', async () => {
    await t.db.update(users).set({ lockedAt: new Date() }).where(eq(users.email, DEMO_USERS.lonestar));
    const register = await t.request({
      method: 'POST',
      url: '/v3/public/register',
      payload: {
        firstName: 'Una',
        lastName: 'Verified',
        email: 'una.verified@example.com',
        password: 'Unverified-1',
        acceptTermsAndConditions: true,
      },
    });
    expect(register.statusCode).toBe(200);
    const answers = await Promise.all([
      loginRequest(t, DEMO_USERS.kraftwerk, 'Wrong-Password-1', '203.0.113.50'),
      loginRequest(t, 'nobody@example.com', DEMO_PASSWORD, '203.0.113.50'),
      loginRequest(t, 'una.verified@example.com', 'Unverified-1', '203.0.113.50'),
      loginRequest(t, DEMO_USERS.lonestar, DEMO_PASSWORD, '203.0.113.50'),
    ]);
    const shapes = answers.map(failureShape);
    expect(shapes[0]).toEqual({
      status: 401,
      keys: ['errorCode', 'errorMessage', 'traceId'],
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Wrong username or password',
    });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    for (const answer of answers) expect(sessionCookieOf(answer)).toBeUndefined();
    await t.db.update(users).set({ lockedAt: null }).where(eq(users.email, DEMO_USERS.lonestar));
  });

  it('answers 401 to a missing or malformed authorization header', async () => {
    for (const authorization of [undefined, 'Bearer abc', 'Basic', 'Basic !!!', `Basic ${btoa('no-colon')}`]) {
      const response = await t.request({
        method: 'POST',
        url: '/login',
        remoteAddress: '203.0.113.60',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses the 11th rapid failed login for an account with 429, even with the right password', async () => {
    const ip = '203.0.113.70';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await loginRequest(t, DEMO_USERS.unconnected, `Wrong-${attempt}`, ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await loginRequest(t, DEMO_USERS.unconnected, DEMO_PASSWORD, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const otherAddress = await loginRequest(t, DEMO_USERS.unconnected, DEMO_PASSWORD, '203.0.113.71');
    expect(otherAddress.statusCode).toBe(429);
    expect((await loginRequest(t, DEMO_USERS.alpenfit, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown accounts too, so that the answer does not tell them apart', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await loginRequest(t, 'ghost@example.com', `Wrong-${attempt}`, '203.0.113.80');
    }
    expect((await loginRequest(t, 'ghost@example.com', 'Wrong-11', '203.0.113.80')).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('answers the member calls with the cookie and 403 NOT_LOGGED_IN without it', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    for (const url of ['/v1/me/info', '/nox/v1/me/info', '/studio-api/nox/v1/me/info']) {
      const response = await asMember(t, cookie, { url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<UserInfo>().email).toBe(DEMO_USERS.kraftwerk);
    }
    for (const url of ['/nox/v1/me/info', '/studio-api/nox/v1/me/info']) {
      const anonymous = await t.request(url);
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN', errorMessage: 'User is not logged in' });
    }
  });

  it("answers the portal's user info of a visitor without a session with no content, not an error", async () => {
    for (const cookie of ['', 'motus_session=made-up']) {
      const anonymous = await asMember(t, cookie, { url: '/v1/me/info' });
      expect(anonymous.statusCode).toBe(204);
      expect(anonymous.body).toBe('');
    }
  });

  it('stops working after logout, and logout clears the cookie', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const logout = await asMember(t, cookie, { method: 'POST', url: '/logout' });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((candidate) => candidate.name === 'motus_session')?.value).toBe('');
    expect((await asMember(t, cookie, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
  });

  it('does not accept a made-up token', async () => {
    const response = await asMember(t, 'motus_session=made-up', { url: '/nox/v1/me/info' });
    expect(response.statusCode).toBe(403);
  });

  it('stops working when the account is locked', async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    await t.db.update(users).set({ lockedAt: new Date() }).where(eq(users.email, DEMO_USERS.alpenfit));
    expect((await asMember(t, cookie, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    await t.db.update(users).set({ lockedAt: null }).where(eq(users.email, DEMO_USERS.alpenfit));
  });
});
