import type { TenantInfo, UserInfo } from '@motus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let anna = '';
let jordan = '';
let jordanInfo: UserInfo;

async function uploadPicture(cookie: string): Promise<string> {
  const boundary = 'isolation';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.request({
    method: 'POST',
    url: '/v1/me/profile/image',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json<{ profilePictureUrl: string }>().profilePictureUrl;
}

/** Anna is a member of kraftwerk (tenant A), Jordan of lonestar (tenant B). */
beforeAll(async () => {
  anna = await logIn(t, DEMO_USERS.kraftwerk);
  jordan = await logIn(t, DEMO_USERS.lonestar);
  await uploadPicture(jordan);
  await asMember(t, jordan, {
    method: 'POST',
    url: '/v1/me/additional-email',
    payload: { email: 'jordan.work@example.com' },
  });
  jordanInfo = (await asMember(t, jordan, { url: '/v1/me/info' })).json<UserInfo>();
});

describe('a member of tenant A and the data of tenant B', () => {
  it('sees only their own account and connects, whatever tenant the page names', async () => {
    for (const tenant of ['kraftwerk', 'lonestar']) {
      const info = (await asMember(t, anna, { url: '/v1/me/info', headers: { 'x-tenant': tenant } })).json<UserInfo>();
      expect(info.email).toBe(DEMO_USERS.kraftwerk);
      expect(info.studioConnects.map((connect) => connect.tenant)).toEqual(['kraftwerk']);
      const contacts = await asMember(t, anna, { url: '/v1/me/contacts', headers: { 'x-tenant': tenant } });
      expect(JSON.stringify(contacts.json())).not.toContain('jordan');
      const profile = await asMember(t, anna, { url: '/v1/me/profile', headers: { 'x-tenant': tenant } });
      expect(profile.json()).toMatchObject({ email: DEMO_USERS.kraftwerk });
    }
  });

  it("cannot read B's member's picture", async () => {
    const response = await asMember(t, anna, { url: jordanInfo.profilePictureUrl ?? '' });
    expect(response.statusCode).toBe(404);
  });

  it("cannot remove B's member's studio connect or additional e-mail", async () => {
    const [connect] = jordanInfo.studioConnects;
    const removed = await asMember(t, anna, { method: 'DELETE', url: `/v1/me/studioconnects/${connect?.id}` });
    expect(removed.statusCode).toBe(404);
    const email = await asMember(t, anna, {
      method: 'DELETE',
      url: '/v1/me/additional-email?email=jordan.work%40example.com',
    });
    expect(email.statusCode).toBe(404);
    const after = (await asMember(t, jordan, { url: '/v1/me/info' })).json<UserInfo>();
    expect(after.studioConnects).toEqual(jordanInfo.studioConnects);
    const contacts = await asMember(t, jordan, { url: '/v1/me/contacts' });
    expect(contacts.json()).toMatchObject({ additionalEmails: [{ email: 'jordan.work@example.com' }] });
  });

  it("cannot verify B's member's additional e-mail", async () => {
    const response = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/me/additionalemail/verify',
      payload: { email: 'jordan.work@example.com', code: '123456' },
    });
    expect(response.statusCode).toBe(404);
  });

  it("finds no customer of one tenant through another tenant's studio connect", async () => {
    const attempts = [
      { tenant: 'lonestar', customerCode: 'KW-100245', dateOfBirth: '1986-11-03' },
      { tenant: 'kraftwerk', customerCode: 'LS-5001', dateOfBirth: '1991-06-05' },
    ];
    for (const payload of attempts) {
      const response = await asMember(t, anna, {
        method: 'POST',
        url: '/v1/me/studioconnects/withcustomercode',
        payload,
        headers: { 'x-tenant': payload.tenant === 'lonestar' ? 'kraftwerk' : 'lonestar' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'CUSTOMER_NOT_FOUND' });
    }
    const byEmail = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/me/studioconnects/withemail',
      payload: { tenant: 'lonestar' },
    });
    expect(byEmail.statusCode).toBe(404);
  });

  it('is not connected to tenant B in the tenant info and has no migration for B', async () => {
    const info = await asMember(t, anna, { url: '/nox/public/v1/tenant?tenant=lonestar' });
    expect(info.json<TenantInfo>().connectedTenant).toBe(false);
    const migrate = await asMember(t, anna, {
      method: 'POST',
      url: '/v1/me/account-context/migration/rsg-group/migrate',
      payload: { agreedToPrivacyPolicy: true, agreedToTermsAndConditions: true },
      headers: { 'x-facility-group': 'alpenfit' },
    });
    expect(migrate.statusCode).toBe(404);
  });
});
