import { describe, expect, it } from 'vitest';
import { DEMO_USERS, latestMail } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

function requestReset(email: string, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url: '/v1/public/user/resetpassword', payload: { email }, headers });
}

describe('who signs a mail', () => {
  it('the brand of the portal page it was asked on', async () => {
    expect((await requestReset(DEMO_USERS.kraftwerk, { 'x-facility-group': 'kraftwerk' })).statusCode).toBe(204);
    const mail = await latestMail(t, DEMO_USERS.kraftwerk, 'password-reset');
    expect(mail?.textBody).toContain('Ihr Team von Kraftwerk Fitness');
    expect(mail?.htmlBody).toContain('Ihr Team von Kraftwerk Fitness');
    expect(mail?.textBody).not.toContain('Motus');
  });

  it('the tenant of the page when its brand is unknown', async () => {
    expect((await requestReset(DEMO_USERS.lonestar, { 'x-tenant': 'lonestar' })).statusCode).toBe(204);
    expect((await latestMail(t, DEMO_USERS.lonestar, 'password-reset'))?.textBody).toContain(
      'The Lone Star Athletic team',
    );
  });

  it('Motus only on the generic portal', async () => {
    expect((await requestReset(DEMO_USERS.unconnected)).statusCode).toBe(204);
    expect((await latestMail(t, DEMO_USERS.unconnected, 'password-reset'))?.textBody).toMatch(/Motus/);
  });
});
