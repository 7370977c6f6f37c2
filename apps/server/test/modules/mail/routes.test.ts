import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp({ config: { devPages: { mailbox: true, uiGallery: false } } });
const notTurnedOn = useTestApp();
const production = useTestApp({ config: { env: 'production' } });
const MAILBOX_URLS = ['/dev/mailbox', '/dev/mailbox/messages.json'];

async function register(email: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v3/public/register',
    payload: { firstName: 'Mia', lastName: 'Box', email, password: 'Mailbox-Pass-1', acceptTermsAndConditions: true },
  });
  expect(response.statusCode).toBe(200);
}

describe('developer mailbox', () => {
  it('lists the mail as JSON, newest first, with the code readable', async () => {
    await register('first@example.com');
    await register('second@example.com');
    const response = await t.request('/dev/mailbox/messages.json');
    expect(response.statusCode).toBe(200);
    const messages = response.json<{ to: string; subject: string; text: string; variables: { code: string } }[]>();
    expect(messages.map((message) => message.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]?.variables.code).toMatch(/^\d{6}$/);
    expect(messages[0]?.text).toContain(messages[0]?.variables.code);
  });

  it('shows an HTML page with recipient, subject, body and code, escaped', async () => {
    const response = await t.request({ url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('second@example.com');
    expect(response.body).toContain('Your registration code');
    expect(response.body).toMatch(/<code class="code">\d{6}<\/code>/);
    expect(response.body).toContain('The developer mailbox is on (DEV_MAILBOX)');
  });

  it('does not exist unless turned on, and never in production', async () => {
    for (const app of [notTurnedOn, production]) {
      for (const url of MAILBOX_URLS) {
        const response = await app.request({ url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
      }
    }
  });

  it('does not exist for a client on another machine, nor for one a proxy forwards', async () => {
    expect((await t.request('/dev/mailbox/messages.json')).json()).not.toHaveLength(0);
    for (const url of MAILBOX_URLS) {
      const remote = await t.request({ url, remoteAddress: '203.0.113.9', headers: { accept: 'text/html' } });
      expect(remote.statusCode, url).toBe(404);
      const viaProxy = await t.request({ url, headers: { accept: 'text/html', 'x-forwarded-for': '203.0.113.9' } });
      expect(viaProxy.statusCode, url).toBe(404);
      const local6 = await t.request({ url, remoteAddress: '::1', headers: { accept: 'text/html' } });
      expect(local6.statusCode, url).toBe(200);
    }
  });
});
