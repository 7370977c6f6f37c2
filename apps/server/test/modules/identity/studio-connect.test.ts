import type { StudioConnect, TenantInfo, UserInfo } from '@motus/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn, registeredMember } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let max = '';

/** Max (the unconnected demo account) is a customer of kraftwerk (KW-100245) and lonestar (LS-5002). */
beforeEach(async () => {
  max = await logIn(t, DEMO_USERS.unconnected);
  const info = (await asMember(t, max, { url: '/v1/me/info' })).json<UserInfo>();
  for (const connect of info.studioConnects) {
    await asMember(t, max, { method: 'DELETE', url: `/v1/me/studioconnects/${connect.id}` });
  }
});

function connect(method: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return asMember(t, max, { method: 'POST', url: `/v1/me/studioconnects/${method}`, payload, headers });
}

const MAX_AT_KRAFTWERK = { studioId: 1210001002, tenant: 'kraftwerk', studioName: 'Kraftwerk München Schwabing' };

describe('studio connect', () => {
  it('connects with the customer code and date of birth', async () => {
    const response = await connect('withcustomercode', {
      tenant: 'kraftwerk',
      customerCode: 'KW-100245',
      dateOfBirth: '1986-11-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudioConnect>()).toMatchObject(MAX_AT_KRAFTWERK);
    const info = (await asMember(t, max, { url: '/v1/me/info' })).json<UserInfo>();
    expect(info).toMatchObject({ studioConnected: true, studioConnects: [MAX_AT_KRAFTWERK] });
  });

  it('connects at the studio the member chose, not the home studio of the customer', async () => {
    const berlin = { studioId: 1210001001, tenant: 'kraftwerk', studioName: 'Kraftwerk Berlin Mitte' };
    const response = await connect('withcustomercode', {
      tenant: 'kraftwerk',
      studioId: berlin.studioId,
      customerCode: 'KW-100245',
      dateOfBirth: '1986-11-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudioConnect>()).toMatchObject(berlin);
    const info = (await asMember(t, max, { url: '/v1/me/info' })).json<UserInfo>();
    expect(info.studioConnects).toEqual([expect.objectContaining(berlin)]);
  });

  it('refuses a chosen studio of another tenant as unknown, before looking for the customer', async () => {
    const response = await connect('withcustomercode', {
      tenant: 'kraftwerk',
      studioId: 1530003001,
      customerCode: 'KW-100245',
      dateOfBirth: '1986-11-03',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND' });
    const info = (await asMember(t, max, { url: '/v1/me/info' })).json<UserInfo>();
    expect(info.studioConnects).toEqual([]);
  });

  it('connects with the login e-mail, taking the tenant from the x-tenant header', async () => {
    const response = await connect('withemail', {}, { 'x-tenant': 'lonestar' });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudioConnect>()).toMatchObject({ tenant: 'lonestar', studioId: 1530003001 });
  });

  it('connects with the IBAN (any spacing and case) and date of birth', async () => {
    const response = await connect('withiban', {
      tenant: 'kraftwerk',
      iban: 'de95 7002 0270 0015 4321 98',
      dateOfBirth: '1986-11-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudioConnect>()).toMatchObject(MAX_AT_KRAFTWERK);
  });

  it('connects with the customer code and the last four characters of the IBAN', async () => {
    const response = await connect('withibansuffix', {
      tenant: 'kraftwerk',
      customerCode: 'KW-100245',
      ibanSuffix: '2198',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudioConnect>()).toMatchObject(MAX_AT_KRAFTWERK);
  });

  it('answers 404 CUSTOMER_NOT_FOUND when a detail does not match', async () => {
    const answers = await Promise.all([
      connect('withcustomercode', { tenant: 'kraftwerk', customerCode: 'KW-100245', dateOfBirth: '1986-11-04' }),
      connect('withibansuffix', { tenant: 'kraftwerk', customerCode: 'KW-100245', ibanSuffix: '0000' }),
      connect('withiban', { tenant: 'kraftwerk', iban: 'DE17100500000123456789', dateOfBirth: '1986-11-03' }),
      connect('withemail', { tenant: 'alpenfit' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ errorCode: 'CUSTOMER_NOT_FOUND' });
    }
  });

  it('refuses an invalid IBAN and a missing tenant', async () => {
    const invalid = await connect('withiban', { tenant: 'kraftwerk', iban: 'DE00 1234', dateOfBirth: '1986-11-03' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain('commons.validation.iban');
    const noTenant = await connect('withcustomercode', { customerCode: 'KW-100245', dateOfBirth: '1986-11-03' });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.json()).toMatchObject({ errorCode: 'TENANT_REQUIRED' });
  });

  it('connects only to addresses the account has verified', async () => {
    const response = await connect('withemail', { tenant: 'kraftwerk', email: 'anna.berger@kraftwerk.example' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a second connect to the same tenant and a membership connected to another account', async () => {
    await connect('withemail', { tenant: 'kraftwerk' });
    const second = await connect('withiban', {
      tenant: 'kraftwerk',
      iban: 'DE95700202700015432198',
      dateOfBirth: '1986-11-03',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'ALREADY_CONNECTED' });
    const { cookie } = await registeredMember(t);
    const taken = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/studioconnects/withcustomercode',
      payload: { tenant: 'kraftwerk', customerCode: 'KW-100234', dateOfBirth: '1990-04-12' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'CUSTOMER_ALREADY_CONNECTED' });
  });

  it('disconnects', async () => {
    const connected = (await connect('withemail', { tenant: 'kraftwerk' })).json<StudioConnect>();
    const response = await asMember(t, max, { method: 'DELETE', url: `/v1/me/studioconnects/${connected.id}` });
    expect(response.statusCode).toBe(204);
    expect((await asMember(t, max, { url: '/v1/me/info' })).json<UserInfo>().studioConnected).toBe(false);
    const again = await asMember(t, max, { method: 'DELETE', url: `/v1/me/studioconnects/${connected.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses further attempts with 429 after ten failures', async () => {
    const { cookie } = await registeredMember(t);
    const guess = (dateOfBirth: string) =>
      asMember(t, cookie, {
        method: 'POST',
        url: '/v1/me/studioconnects/withcustomercode',
        payload: { tenant: 'kraftwerk', customerCode: 'KW-200017', dateOfBirth },
      });
    for (let day = 1; day <= 10; day += 1)
      expect((await guess(`1979-03-${String(day).padStart(2, '0')}`)).statusCode).toBe(404);
    expect((await guess('1979-02-28')).statusCode).toBe(429);
  });
});

describe('tenant info', () => {
  it('says connectedTenant for the tenants the logged-in member is connected to', async () => {
    const tenantInfo = async (tenant: string, cookie?: string) =>
      (
        await t.request({ url: `/nox/public/v1/tenant?tenant=${tenant}`, headers: cookie ? { cookie } : {} })
      ).json<TenantInfo>().connectedTenant;
    await connect('withemail', { tenant: 'kraftwerk' });
    expect(await tenantInfo('kraftwerk', max)).toBe(true);
    expect(await tenantInfo('lonestar', max)).toBe(false);
    expect(await tenantInfo('kraftwerk')).toBe(false);
  });
});
