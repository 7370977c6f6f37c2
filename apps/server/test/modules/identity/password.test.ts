import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/modules/mail/schema.ts';
import {
  asMember,
  DEMO_PASSWORD,
  DEMO_USERS,
  latestCode,
  logIn,
  loginRequest,
  registeredMember,
  sessionCookieOf,
} from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

function requestReset(email: string) {
  return t.request({ method: 'POST', url: '/v1/public/user/resetpassword', payload: { email } });
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails a code only to a known one', async () => {
    const known = await requestReset(DEMO_USERS.kraftwerk.toUpperCase());
    const unknown = await requestReset('nobody@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const [toUnknown] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.toAddress, 'nobody@example.com'));
    expect(toUnknown?.n).toBe(0);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, DEMO_USERS.kraftwerk));
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'de-DE', subject: 'Passwort zurücksetzen' });
    expect(mail?.textBody).toContain('Der Code ist 1 Stunde gültig.');
  });

  it('sets the new password with the mailed code, ends every session and refuses the code a second time', async () => {
    const session = await logIn(t, DEMO_USERS.kraftwerk);
    await requestReset(DEMO_USERS.kraftwerk);
    const code = await latestCode(t, DEMO_USERS.kraftwerk, 'password-reset');
    const payload = { email: DEMO_USERS.kraftwerk, code, password: 'Brand-New-Pass-4' };
    const reset = await t.request({ method: 'POST', url: '/v2/public/user/changepassword', payload });
    expect(reset.statusCode).toBe(204);
    expect((await asMember(t, session, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    expect((await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginRequest(t, DEMO_USERS.kraftwerk, 'Brand-New-Pass-4')).statusCode).toBe(200);
    const replay = await t.request({ method: 'POST', url: '/v2/public/user/changepassword', payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
  });

  it('refuses a weak new password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v2/public/user/changepassword',
      payload: { email: DEMO_USERS.kraftwerk, code: '123456', password: 'onlyletters' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('commons.validation.password');
  });
});

describe('POST /v1/me/changepassword', () => {
  it('needs the current password', async () => {
    const { cookie } = await registeredMember(t, 'Current-Pass-1');
    const response = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/changepassword',
      payload: { currentPassword: 'Not-It-1', newPassword: 'Next-Pass-2' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
  });

  it('ends every session, this cookie included, and hands this caller a fresh one', async () => {
    const { email, cookie } = await registeredMember(t, 'Current-Pass-1');
    const otherDevice = await logIn(t, email, 'Current-Pass-1');
    const response = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/changepassword',
      payload: { currentPassword: 'Current-Pass-1', newPassword: 'Next-Pass-2' },
    });
    expect(response.statusCode).toBe(204);
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    expect((await asMember(t, cookie, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    expect((await asMember(t, otherDevice, { url: '/nox/v1/me/info' })).statusCode).toBe(403);
    expect((await asMember(t, fresh ?? '', { url: '/v1/me/info' })).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'Next-Pass-2')).statusCode).toBe(200);
  });
});
