import { CUSTOMER_CENTER_PERMISSIONS, type CustomerConfig } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const CONFIG = '/nox/v1/customercenter/config';

describe('GET /nox/v1/customercenter/config', () => {
  it("answers the member's configuration in their connected tenant", async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const response = await asMember(t, cookie, { url: CONFIG });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerConfig>()).toEqual({
      paymentSignatureRequired: false,
      permissions: [...CUSTOMER_CENTER_PERMISSIONS],
    });
  });

  it('answers the tenant named by the query or the x-tenant header', async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    const byHeader = await asMember(t, cookie, { url: CONFIG, headers: { 'x-tenant': 'alpenfit' } });
    const config = byHeader.json<CustomerConfig>();
    expect(config.paymentSignatureRequired).toBe(true);
    expect(config.permissions).toContain('SELF_SERVICE');
    expect(config.permissions).not.toContain('CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED');
  });

  it("refuses another tenant's configuration", async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    const response = await asMember(t, cookie, { url: `${CONFIG}?tenant=kraftwerk` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_CONNECTED_TO_TENANT' });
  });

  it('refuses a member connected to no studio, and a guest', async () => {
    const cookie = await logIn(t, DEMO_USERS.unconnected);
    expect((await asMember(t, cookie, { url: CONFIG })).statusCode).toBe(403);
    expect((await t.request(CONFIG)).json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
  });
});
