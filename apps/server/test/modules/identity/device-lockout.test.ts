import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  deviceCookieOf,
  latestCode,
  latestMail,
  loginRequest,
  registeredMember,
} from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

/** Ten wrong passwords from ten addresses: the account's allowance for unknown devices is used up. */
async function attack(email: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await loginRequest(t, email, `Wrong-Guess-${attempt}`, `198.18.0.${attempt}`);
    expect(response.statusCode, `guess ${attempt}`).toBe(401);
  }
}

function unlockTokenOf(link: string | undefined): string {
  const token = new URL(link ?? 'http://x/').searchParams.get('unlock');
  if (!token) throw new Error(`no unlock token in ${link}`);
  return token;
}

function unlock(token: string) {
  return t.request({ method: 'POST', url: '/v1/public/user/unlock-login', payload: { token } });
}

describe('device cookies (OWASP): an attacker cannot lock the owner out', () => {
  it('sets a long-lived HttpOnly device cookie on login', async () => {
    const response = await loginRequest(t, DEMO_USERS.alpenfit, DEMO_PASSWORD);
    const cookie = response.cookies.find((candidate) => candidate.name === 'motus_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);
  });

  it('sets it when verifying a registration logs in, too', async () => {
    const email = `device.${Date.now()}@example.com`;
    const payload = {
      firstName: 'New',
      lastName: 'Device',
      email,
      password: 'New-Device-1',
      acceptTermsAndConditions: true,
    };
    expect((await t.request({ method: 'POST', url: '/v3/public/register', payload })).statusCode).toBe(200);
    const verified = await t.request({
      method: 'POST',
      url: '/v2/public/verify',
      payload: { email, code: await latestCode(t, email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(deviceCookieOf(verified)).toBeDefined();
  });

  it('lets the owner in from a known device after an attacker used up the account, and refuses the attacker', async () => {
    const { email } = await registeredMember(t, 'Owner-Pass-1');
    const ownersDevice = deviceCookieOf(await loginRequest(t, email, 'Owner-Pass-1', '192.0.2.10'));
    await attack(email);
    const attacker = await loginRequest(t, email, 'Owner-Pass-1', '198.18.1.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const owner = await loginRequest(t, email, 'Owner-Pass-1', '192.0.2.10', ownersDevice);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toBe(ownersDevice);
    expect((await loginRequest(t, email, 'Owner-Pass-1', '198.18.1.2')).statusCode).toBe(429);
  });

  it('gives a known device a limit of its own, and trusts it only for its account', async () => {
    const { email } = await registeredMember(t, 'Owner-Pass-2');
    const other = await registeredMember(t, 'Other-Pass-2');
    const device = deviceCookieOf(await loginRequest(t, email, 'Owner-Pass-2', '192.0.2.20'));
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await loginRequest(t, email, `Typo-${attempt}`, '192.0.2.20', device)).statusCode).toBe(401);
    }
    expect((await loginRequest(t, email, 'Owner-Pass-2', '192.0.2.20', device)).statusCode).toBe(429);
    expect((await loginRequest(t, email, 'Owner-Pass-2', '192.0.2.21')).statusCode).toBe(200);
    await attack(other.email);
    expect((await loginRequest(t, other.email, 'Other-Pass-2', '192.0.2.20', device)).statusCode).toBe(429);
  });

  it('mails the owner an unlock link in their language, once an hour; the link lets the browser that opens it in', async () => {
    await attack(DEMO_USERS.kraftwerk);
    expect((await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD, '198.18.2.1')).statusCode).toBe(429);
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'login-unlock');
    expect(mail).toMatchObject({ subject: 'Anmeldung auf diesem Gerät freigeben', locale: 'de-DE' });
    expect(mail?.textBody).toContain('Der Link gilt einmal und 24 Stunden.');
    const token = unlockTokenOf(mail?.variables.link);
    expect(mail?.variables.link).toMatch(/^http:\/\/localhost:3000\/login-register\?unlock=/);

    expect((await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD, '198.18.2.2')).statusCode).toBe(429);
    expect((await latestMail(t, DEMO_USERS.kraftwerk, 'login-unlock'))?.id).toBe(mail?.id);

    const unlocked = await unlock(token);
    expect(unlocked.statusCode).toBe(204);
    const device = deviceCookieOf(unlocked);
    expect(device).toBeDefined();
    expect((await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD, '192.0.2.30', device)).statusCode).toBe(200);
    expect((await loginRequest(t, DEMO_USERS.kraftwerk, DEMO_PASSWORD, '198.18.2.3')).statusCode).toBe(429);

    const again = await unlock(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'LOGIN_UNLOCK_NOT_FOUND' });
  });

  it('mails nothing for an address without an account, and answers it the same', async () => {
    await attack('nobody.here@example.com');
    const response = await loginRequest(t, 'nobody.here@example.com', 'Any-Pass-1', '198.18.3.1');
    expect(response.statusCode).toBe(429);
    expect(await latestMail(t, 'nobody.here@example.com')).toBeUndefined();
  });
});
