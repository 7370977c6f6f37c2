import type { QuickRegistration, UserInfo } from '@motus/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/modules/identity/schema/users.ts';
import { outbox } from '../../../src/modules/mail/schema.ts';
import { DEMO_QUICK_REGISTRATION_UUID } from '../../../src/seed/members.ts';
import { asMember, DEMO_USERS, latestCode, loginRequest, sessionCookieOf } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    method: 'POST' as const,
    url: '/v3/public/register',
    payload: {
      firstName: 'Zoë',
      lastName: 'Müller-Lüdenscheidt',
      email,
      password: 'Strong-Pass-9',
      acceptTermsAndConditions: true,
      ...overrides,
    },
  };
}

async function mailCount(to: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.toAddress, to));
  return row?.n ?? 0;
}

describe('registration', () => {
  it('registers, mails a 6-digit code, verifies with it and then logs in', async () => {
    const email = 'zoe@example.com';
    const registered = await t.request({ ...registration(email), headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ email });
    expect(sessionCookieOf(registered)).toBeUndefined();
    expect((await loginRequest(t, email, 'Strong-Pass-9')).statusCode).toBe(401);

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail).toMatchObject({ template: 'registration-code', locale: 'fr-FR', subject: "Votre code d'inscription" });
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.textBody).toContain(code);
    expect(mail?.variables.link).toBe(`http://localhost:3000/verify-register?email=zoe%40example.com&code=${code}`);

    const verified = await t.request({ method: 'POST', url: '/v1/public/verify', payload: { email, code } });
    expect(verified.statusCode).toBe(204);
    const login = await loginRequest(t, email, 'Strong-Pass-9');
    expect(login.statusCode).toBe(200);
    expect(login.json<UserInfo>()).toMatchObject({
      name: 'Zoë Müller-Lüdenscheidt',
      verified: true,
      studioConnected: false,
    });
  });

  it('logs in on verification through /v2/public/verify', async () => {
    const email = 'v2@example.com';
    await t.request(registration(email));
    const verified = await t.request({
      method: 'POST',
      url: '/v2/public/verify',
      payload: { email, code: await latestCode(t, email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<UserInfo>()).toMatchObject({ email, verified: true });
    const cookie = sessionCookieOf(verified);
    expect(cookie).toBeDefined();
    expect((await asMember(t, cookie ?? '', { url: '/v1/me/info' })).statusCode).toBe(200);
  });

  it('refuses a wrong code and an unknown address with the same answer, and burns a code after five wrong tries', async () => {
    const email = 'burn@example.com';
    await t.request(registration(email));
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/public/verify',
      payload: { email: 'x@example.com', code },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.request({ method: 'POST', url: '/v1/public/verify', payload: { email, code: wrong } });
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_VERIFICATION_CODE' });
    }
    const late = await t.request({ method: 'POST', url: '/v1/public/verify', payload: { email, code } });
    expect(late.statusCode).toBe(400);
  });

  it('refuses an address that has an account, verified or not; a pending one is finished by a reset', async () => {
    const email = 'again@example.com';
    await t.request(registration(email, { password: 'First-Pass-1' }));
    const pending = await t.request(registration(email, { password: 'Squatter-Pass-2' }));
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ errorCode: 'EMAIL_ALREADY_REGISTERED' });
    await t.request({ method: 'POST', url: '/v1/public/user/resetpassword', payload: { email } });
    const code = await latestCode(t, email, 'password-reset');
    const reset = await t.request({
      method: 'POST',
      url: '/v2/public/user/changepassword',
      payload: { email, code, password: 'Owner-Pass-3' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await loginRequest(t, email, 'Owner-Pass-3')).statusCode).toBe(200);
    const taken = await t.request(registration(email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
  });

  it('validates the fields with the shared translation keys', async () => {
    const response = await t.request(
      registration('not-an-email', {
        password: 'short',
        firstName: 'R2D2',
        acceptTermsAndConditions: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().errors as { typedArgs: { value: string }[] }[]).map((item) => [
        item.typedArgs[0]?.value,
        item.typedArgs[1]?.value,
      ]),
    );
    expect(messages).toMatchObject({
      'body.email': 'commons.validation.email',
      'body.password': 'commons.validation.password',
      'body.firstName': 'commons.validation.name',
      'body.acceptTermsAndConditions': 'commons.validation.terms',
    });
  });

  it('resends the registration mail to an unverified account and answers the same for any other address', async () => {
    const email = 'resend@example.com';
    await t.request(registration(email));
    const before = await mailCount(email);
    const answers = await Promise.all(
      [email, 'stranger@example.com', DEMO_USERS.kraftwerk].map((address) =>
        t.request({ method: 'POST', url: '/v1/me/resendregistrationmail', payload: { email: address } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    expect(await mailCount(email)).toBe(before + 1);
    expect(await mailCount(DEMO_USERS.kraftwerk)).toBe(0);
  });

  it('stops mailing an address after five mails in a quarter of an hour, without telling the caller', async () => {
    const email = 'flood@example.com';
    await t.request(registration(email));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.request({ method: 'POST', url: '/v1/me/resendregistrationmail', payload: { email } });
      expect(response.statusCode).toBe(204);
    }
    expect(await mailCount(email)).toBe(5);
  });
});

describe('quick register', () => {
  it('shows the invitation, registers a verified account connected to the customer and logs in', async () => {
    const invitation = await t.request(`/v2/public/quickregister?registerUuid=${DEMO_QUICK_REGISTRATION_UUID}`);
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json<QuickRegistration>()).toEqual({
      registerUuid: DEMO_QUICK_REGISTRATION_UUID,
      email: 'lena.fischer@kraftwerk.example',
      firstName: 'Lena',
      lastName: 'Fischer',
      tenant: 'kraftwerk',
      studioId: 1210001003,
      studioName: 'Kraftwerk Hamburg Altona',
    });
    const registered = await t.request({
      method: 'POST',
      url: '/v2/public/quickregister/register',
      payload: { registerUuid: DEMO_QUICK_REGISTRATION_UUID, password: 'Lena-Pass-1', acceptTermsAndConditions: true },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json<UserInfo>()).toMatchObject({
      email: 'lena.fischer@kraftwerk.example',
      verified: true,
      studioConnects: [{ tenant: 'kraftwerk', studioId: 1210001003 }],
    });
    expect(sessionCookieOf(registered)).toBeDefined();
    const [user] = await t.db.select().from(users).where(eq(users.email, 'lena.fischer@kraftwerk.example'));
    expect(user?.verified).toBe(true);
  });

  it('does not let an invitation be used twice, and answers 404 for an unknown one', async () => {
    const again = await t.request(`/v2/public/quickregister?registerUuid=${DEMO_QUICK_REGISTRATION_UUID}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'QUICK_REGISTRATION_NOT_FOUND' });
    const unknown = await t.request({
      method: 'POST',
      url: '/v2/public/quickregister/register',
      payload: { registerUuid: crypto.randomUUID(), password: 'Lena-Pass-1', acceptTermsAndConditions: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
