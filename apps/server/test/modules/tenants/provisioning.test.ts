import type { Studio, TenantInfo, WhitelabelConfig } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { createTenant, type NewTenant } from '../../../src/modules/tenants/provisioning-service.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

const FITBOX: NewTenant = {
  tenant: 'fitbox',
  name: 'Fitbox GmbH',
  publicName: 'Fitbox',
  hosts: ['fitbox.localhost'],
  studio: {
    name: 'Fitbox Leipzig',
    street: 'Karl-Liebknecht-Straße',
    houseNumber: '12',
    zip: '04107',
    city: 'Leipzig',
    countryCode: 'DE',
    email: 'leipzig@fitbox.example',
  },
};

describe('creating a tenant (npm run tenant:create)', () => {
  it('creates the tenant, its brand and a studio the portal shows', async () => {
    const created = await createTenant(t.db, FITBOX);
    expect(created).toMatchObject({ tenant: 'fitbox', facilityGroup: 'fitbox' });

    const brand = await t.request('/whitelabelconfigs/web?facilityGroup=fitbox');
    expect(brand.json<WhitelabelConfig>()).toMatchObject({ id: created.brandId, name: 'Fitbox', tenantName: 'fitbox' });
    const byHost = await t.request({ url: '/whitelabelconfigs/web', headers: { host: 'fitbox.localhost:3000' } });
    expect(byHost.json<WhitelabelConfig>().id).toBe(created.brandId);

    const tenant = await t.request('/nox/public/v1/tenant?tenant=fitbox');
    expect(tenant.json<TenantInfo>()).toMatchObject({ publicTenantName: 'Fitbox', tenantName: 'Fitbox GmbH' });
    expect(tenant.json<TenantInfo>().studios.map((studio) => studio.id)).toEqual([created.studioId]);

    const studio = await t.request(`/nox/public/v1/studios/${created.studioId}`);
    expect(studio.statusCode).toBe(200);
    expect(studio.json<Studio>()).toMatchObject({
      studioUuid: created.studioUuid,
      name: 'Fitbox Leipzig',
      zoneId: 'Europe/Berlin',
      currencyCode: 'EUR',
      facilityGroup: 'fitbox',
      address: { street: 'Karl-Liebknecht-Straße', houseNumber: '12', zip: '04107', city: 'Leipzig' },
      contacts: [{ type: 'EMAIL', value: 'leipzig@fitbox.example' }],
    });
    for (const url of ['/nox/public/v1/feature', '/nox/public/v1/menu/active']) {
      const response = await t.request(`${url}?studioId=${created.studioId}`);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('refuses a tenant key or facility group that exists', async () => {
    await expect(createTenant(t.db, { ...FITBOX, tenant: 'kraftwerk' })).rejects.toThrow('exists already');
    await expect(createTenant(t.db, { ...FITBOX, tenant: 'fitbox-two', facilityGroup: 'alpenfit' })).rejects.toThrow(
      'exists already',
    );
    const refused = await t.request('/nox/public/v1/tenant?tenant=fitbox-two');
    expect(refused.statusCode).toBe(404);
  });
});
