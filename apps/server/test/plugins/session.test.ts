import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/modules/identity/schema/sessions.ts';
import { users } from '../../src/modules/identity/schema/users.ts';
import { asMember, DEMO_PASSWORD, DEMO_USERS, logIn, loginRequest } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const production = useTestApp({ config: { env: 'production' } });
const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionOf(email: string) {
  const [row] = await t.db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no session of ${email}`);
  return row;
}

describe('session cookie', () => {
  it('slides the expiry forward, at most once an hour', async () => {
    const cookie = await logIn(t, DEMO_USERS.lonestar);
    const { id } = await sessionOf(DEMO_USERS.lonestar);
    const quiet = await asMember(t, cookie, { url: '/v1/me/info' });
    expect(quiet.cookies).toEqual([]);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS), refreshedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.id, id));
    const slid = await asMember(t, cookie, { url: '/v1/me/info' });
    expect(slid.statusCode).toBe(200);
    const renewed = slid.cookies.find((candidate) => candidate.name === 'motus_session');
    expect(renewed?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect((await sessionOf(DEMO_USERS.lonestar)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('ends at its expiry and clears the cookie', async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    const { id } = await sessionOf(DEMO_USERS.alpenfit);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    const response = await asMember(t, cookie, { url: '/nox/v1/me/info' });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((candidate) => candidate.name === 'motus_session')?.value).toBe('');
  });

  it('stores only a hash of the token', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('is Secure in production', async () => {
    const response = await loginRequest(production, DEMO_USERS.kraftwerk, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((candidate) => candidate.name === 'motus_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
