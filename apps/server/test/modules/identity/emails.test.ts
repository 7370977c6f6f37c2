import type { Contacts } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, latestCode, loginRequest, registeredMember } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('additional e-mails', () => {
  it.each(['/v1/me/additional-email', '/v1/me/additionalemail'])(
    'adds, verifies and deletes an address at %s',
    async (path) => {
      const { cookie } = await registeredMember(t);
      const email = `extra-${path.length}@example.com`;
      const added = await asMember(t, cookie, { method: 'POST', url: path, payload: { email } });
      expect(added.statusCode).toBe(200);
      expect(added.json<Contacts>().additionalEmails).toEqual([{ email, verified: false }]);
      const code = await latestCode(t, email, 'additional-email');
      const wrong = await asMember(t, cookie, {
        method: 'POST',
        url: '/v1/me/additionalemail/verify',
        payload: { email, code: code === '000000' ? '999999' : '000000' },
      });
      expect(wrong.statusCode).toBe(400);
      const verified = await asMember(t, cookie, {
        method: 'POST',
        url: '/v1/me/additionalemail/verify',
        payload: { email, code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json<Contacts>().additionalEmails).toEqual([{ email, verified: true }]);
      const deleted = await asMember(t, cookie, {
        method: 'DELETE',
        url: `${path}?email=${encodeURIComponent(email)}`,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<Contacts>().additionalEmails).toEqual([]);
      const again = await asMember(t, cookie, { method: 'DELETE', url: `${path}?email=${encodeURIComponent(email)}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ errorCode: 'EMAIL_NOT_FOUND' });
    },
  );

  it('refuses the login e-mail as an additional one', async () => {
    const { email, cookie } = await registeredMember(t);
    const response = await asMember(t, cookie, { method: 'POST', url: '/v1/me/additionalemail', payload: { email } });
    expect(response.statusCode).toBe(409);
  });
});

describe('changing the login e-mail', () => {
  it('mails a code to the new address after checking the password, and switches when the code comes back', async () => {
    const { email, cookie } = await registeredMember(t);
    const newEmail = 'moved@example.com';
    const noPassword = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/changeemail',
      payload: { email: newEmail, password: 'Wrong-Pass-1' },
    });
    expect(noPassword.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
    const requested = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/changeemail',
      payload: { email: newEmail, password: 'Fresh-Start-7' },
    });
    expect(requested.statusCode).toBe(204);
    const code = await latestCode(t, newEmail, 'email-change');
    const changed = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/change-main-email',
      payload: { email: newEmail, code },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Contacts>().email).toBe(newEmail);
    expect((await loginRequest(t, newEmail, 'Fresh-Start-7')).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'Fresh-Start-7')).statusCode).toBe(401);
  });

  it('refuses an address another account logs in with', async () => {
    const { cookie } = await registeredMember(t);
    const response = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/changeemail',
      payload: { email: DEMO_USERS.kraftwerk, password: 'Fresh-Start-7' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('makes a verified additional e-mail the login e-mail and keeps the old one as additional', async () => {
    const { email, cookie } = await registeredMember(t);
    const extra = 'promoted@example.com';
    await asMember(t, cookie, { method: 'POST', url: '/v1/me/additional-email', payload: { email: extra } });
    const unverified = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/change-main-email',
      payload: { email: extra },
    });
    expect(unverified.statusCode).toBe(404);
    const code = await latestCode(t, extra, 'additional-email');
    await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/additionalemail/verify',
      payload: { email: extra, code },
    });
    const promoted = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/change-main-email',
      payload: { email: extra },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<Contacts>()).toMatchObject({ email: extra, additionalEmails: [{ email, verified: true }] });
  });
});
