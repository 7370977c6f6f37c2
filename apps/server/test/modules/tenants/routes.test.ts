import { encodeStudioUuid, type TenantInfo } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /nox/public/v1/tenant', () => {
  it('answers the tenant info of the x-tenant header', async () => {
    const response = await t.request({ url: '/nox/public/v1/tenant', headers: { 'x-tenant': 'kraftwerk' } });
    expect(response.statusCode).toBe(200);
    const info = response.json<TenantInfo>();
    expect(info).toMatchObject({
      publicTenantName: 'Kraftwerk Fitness',
      tenantName: 'Kraftwerk Fitness GmbH',
      connectedTenant: false,
      organizationUnitId: null,
      studioUuid: null,
      error: false,
    });
    expect(info.studios).toHaveLength(4);
  });

  it('adds the studio uuid when an organisation unit of the tenant is named', async () => {
    const response = await t.request('/nox/public/v1/tenant?tenant=alpenfit&organizationUnitId=1320002001');
    expect(response.json<TenantInfo>()).toMatchObject({
      organizationUnitId: 1320002001,
      studioUuid: encodeStudioUuid({ tenant: 'alpenfit', organizationUnitId: 1320002001 }),
    });
  });

  it('does not hand out a studio of another tenant', async () => {
    const response = await t.request('/nox/public/v1/tenant?tenant=alpenfit&organizationUnitId=1210001001');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND' });
  });

  it('answers 404 TENANT_NOT_FOUND for an unknown tenant and 400 without one', async () => {
    expect((await t.request('/nox/public/v1/tenant?tenant=nobody')).json()).toMatchObject({
      errorCode: 'TENANT_NOT_FOUND',
    });
    const missing = await t.request('/nox/public/v1/tenant');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('refuses a malformed organisation unit id', async () => {
    const response = await t.request('/nox/public/v1/tenant?tenant=alpenfit&organizationUnitId=x');
    expect(response.statusCode).toBe(400);
  });
});
