import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/modules/identity/schema/sessions.ts';
import { users } from '../../../src/modules/identity/schema/users.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { asMember, DEMO_USERS, logIn, loginRequest, registeredMember } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp({
  config: { support: { url: 'https://help.example.com/access/jwt', jwtSecret: 'a-secret-of-sixteen-chars' } },
});

function deleteAccount(cookie: string, payload: unknown) {
  return asMember(t, cookie, { method: 'DELETE', url: '/v1/me', payload });
}

describe('DELETE /v1/me', () => {
  it('deletes the account with its sessions and mail, and the cookie stops working', async () => {
    const { email, cookie } = await registeredMember(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const response = await deleteAccount(cookie, { password: 'Fresh-Start-7' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await asMember(t, cookie, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    expect((await loginRequest(t, email, 'Fresh-Start-7')).statusCode).toBe(401);
    const [left] = await t.db.select({ users: count() }).from(users).where(eq(users.email, email));
    expect(left?.users).toBe(0);
    const [mails] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.userId, user?.id ?? ''));
    expect(mails?.n).toBe(0);
    const [sessionRows] = await t.db.select({ n: count() }).from(sessions).where(sql`${sessions.userId} = ${user?.id}`);
    expect(sessionRows?.n).toBe(0);
  });

  it('needs the current password: none is a 400 on the field, a wrong one keeps the account', async () => {
    const { email, cookie } = await registeredMember(t);
    const missing = await asMember(t, cookie, { method: 'DELETE', url: '/v1/me' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const wrong = await deleteAccount(cookie, { password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
    expect((await asMember(t, cookie, { url: '/v1/me/info' })).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'Fresh-Start-7')).statusCode).toBe(200);
  });

  it('counts wrong passwords like failed logins: the 11th try is refused, even with the right password', async () => {
    const { cookie } = await registeredMember(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await deleteAccount(cookie, { password: `Wrong-Password-${attempt}` })).statusCode).toBe(400);
    }
    const right = await deleteAccount(cookie, { password: 'Fresh-Start-7' });
    expect(right.statusCode).toBe(429);
    expect((await asMember(t, cookie, { url: '/v1/me/info' })).statusCode).toBe(200);
  });
});

describe('GET /v1/me/referralurl', () => {
  it("answers the portal address with the member's referral code", async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: '/v1/me/referralurl' });
    expect(response.json()).toEqual({
      referralUrl: 'http://localhost:3000/?referralCode=DEMOANNA',
      referralCode: 'DEMOANNA',
    });
  });
});

describe('POST /v1/me/zendesk/token', () => {
  it('answers the configured support URL with a signed token for the member', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { method: 'POST', url: '/v1/me/zendesk/token' });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ supportURL: string }>().supportURL);
    expect(`${url.origin}${url.pathname}`).toBe('https://help.example.com/access/jwt');
    const [, payload] = (url.searchParams.get('jwt') ?? '').split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      email: DEMO_USERS.kraftwerk,
      name: 'Anna Berger',
    });
  });
});

describe('support URL configuration', () => {
  it('answers 404 SUPPORT_NOT_CONFIGURED without SUPPORT_URL and the plain URL without a secret', async () => {
    const { supportUrlFor } = await import('../../../src/modules/identity/support-token.ts');
    const { testConfig } = await import('../../../src/config.ts');
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.kraftwerk));
    if (!user) throw new Error('demo user missing');
    expect(() => supportUrlFor(testConfig(), user)).toThrow(
      expect.objectContaining({ errorCode: 'SUPPORT_NOT_CONFIGURED' }),
    );
    expect(
      supportUrlFor(testConfig({ support: { url: 'https://help.example.com/', jwtSecret: undefined } }), user),
    ).toBe('https://help.example.com/');
  });
});
