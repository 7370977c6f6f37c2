import { decodeStudioUuid, type Studio } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /nox/public/v1/studios', () => {
  it('lists every demo studio with address, contacts and studio uuid', async () => {
    const response = await t.request('/nox/public/v1/studios');
    expect(response.statusCode).toBe(200);
    const studios = response.json<Studio[]>();
    expect(studios).toHaveLength(6);
    expect(new Set(studios.map((studio) => studio.address.countryCode))).toEqual(new Set(['DE', 'AT', 'CH', 'US']));
    for (const studio of studios) {
      expect(decodeStudioUuid(studio.studioUuid)).toEqual({
        tenant: studio.magiclineTenant,
        organizationUnitId: studio.id,
      });
    }
  });

  it('filters by tenant from the query or the x-tenant header', async () => {
    const byQuery = await t.request('/nox/public/v1/studios?tenant=kraftwerk');
    const byHeader = await t.request({ url: '/nox/public/v1/studios', headers: { 'x-tenant': 'alpenfit' } });
    expect(byQuery.json<Studio[]>().map((studio) => studio.magiclineTenant)).toEqual(Array(4).fill('kraftwerk'));
    expect(byHeader.json<Studio[]>().map((studio) => studio.name)).toEqual(['Alpenfit Zürich West']);
  });

  it('answers an unknown tenant with an empty list', async () => {
    const response = await t.request('/nox/public/v1/studios?tenant=nobody');
    expect(response.json()).toEqual([]);
  });

  it('is also served under the studio-api prefix', async () => {
    const response = await t.request('/studio-api/nox/public/v1/studios?tenant=lonestar');
    expect(response.statusCode).toBe(200);
    expect(response.json<Studio[]>()).toHaveLength(1);
  });
});

describe('GET /nox/public/v1/studios/{studioId}', () => {
  it('answers a studio with all fields of spec 000 section 3', async () => {
    const response = await t.request('/nox/public/v1/studios/1210001001');
    expect(response.statusCode).toBe(200);
    const studio = response.json<Studio>();
    expect(studio).toMatchObject({
      id: 1210001001,
      name: 'Kraftwerk Berlin Mitte',
      zoneId: 'Europe/Berlin',
      magiclineTenant: 'kraftwerk',
      currencyCode: 'EUR',
      address: {
        street: 'Torstraße',
        houseNumber: '112',
        zip: '10119',
        zipCode: '10119',
        city: 'Berlin',
        countryCode: 'DE',
      },
      studioProperties: { houseNumberFirst: false, hasState: false },
    });
    expect(studio.contacts.map((contact) => contact.type)).toEqual(['PHONE', 'EMAIL', 'WEBSITE']);
    expect(studio.closingHoursDtos.length).toBeGreaterThan(0);
    expect(Date.parse(studio.closingHoursDtos[0]?.from ?? '')).toBeGreaterThan(Date.now());
  });

  it('marks US studios with a state and house number first', async () => {
    const studio = (await t.request('/nox/public/v1/studios/1530003001')).json<Studio>();
    expect(studio.studioProperties).toEqual({ houseNumberFirst: true, hasState: true });
    expect(studio.address.provinceCode).toBe('TX');
    expect(studio.currencyCode).toBe('USD');
  });

  it('says whether members may cancel online, from the studio configuration', async () => {
    const berlin = (await t.request('/nox/public/v1/studios/1210001001')).json<Studio>();
    const hamburg = (await t.request('/nox/public/v1/studios/1210001003')).json<Studio>();
    expect(berlin.onlineCancellationEnabled).toBe(true);
    expect(hamburg.onlineCancellationEnabled).toBe(false);
  });

  it('answers an unknown studio with STUDIO_NOT_FOUND, not ROUTE_NOT_FOUND', async () => {
    const response = await t.request('/nox/public/v1/studios/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND', traceId: expect.any(String) });
  });

  it.each(['abc', '-1', '1.5', '0', '99999999999999999999'])('refuses the studio id %s with 400', async (studioId) => {
    const response = await t.request(`/nox/public/v1/studios/${studioId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      errors: [
        { errorCode: 'INVALID_VALUE', typedArgs: expect.arrayContaining([{ type: 'FIELD', value: 'path.studioId' }]) },
      ],
    });
  });
});
