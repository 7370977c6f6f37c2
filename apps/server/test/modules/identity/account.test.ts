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

describe('DELETE /v1/me', () => {
  it('deletes the account with its sessions and mail, and the cookie stops working', async () => {
    const { email, cookie } = await registeredMember(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const response = await asMember(t, cookie, { method: 'DELETE', url: '/v1/me' });
    expect(response.statusCode).toBe(204);
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
