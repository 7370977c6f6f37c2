import type {
  CategoryCount,
  CityCount,
  FeatureCategory,
  FilterStudio,
  StudioCountry,
  StudioPage,
} from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

async function page(url: string, headers: Record<string, string> = {}): Promise<StudioPage> {
  const response = await t.request({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudioPage>();
}

const names = (result: StudioPage) => result.content.map((studio) => studio.name);

describe('GET /v1/public/studios (the studio finder)', () => {
  it('lists every studio as a page with public fields', async () => {
    const result = await page('/v1/public/studios');
    expect(result).toMatchObject({ page: 0, size: 20, totalElements: 6 });
    const berlin = result.content.find((studio) => studio.id === 1210001001);
    expect(berlin).toMatchObject({
      alias: 'kraftwerk-berlin-mitte',
      website: 'https://kraftwerk-fitness.example/berlin-mitte',
      email: 'mitte@kraftwerk-fitness.example',
      universalCheckIn: true,
      distanceKm: null,
      address: { city: 'Berlin', zip: '10119', countryCode: 'DE' },
    });
    expect(berlin?.categories).toContain('FITNESS');
  });

  it.each(['München', 'Munchen', 'Muenchen', 'MÜNCHEN', 'münch'])('finds the Munich studio for %s', async (query) => {
    expect(names(await page(`/v1/public/studios?query=${encodeURIComponent(query)}`))).toEqual([
      'Kraftwerk München Schwabing',
    ]);
  });

  it('searches name, city, postcode and street, every word', async () => {
    expect(names(await page('/v1/public/studios?query=80802'))).toEqual(['Kraftwerk München Schwabing']);
    expect(names(await page('/v1/public/studios?query=zuerich'))).toEqual(['Alpenfit Zürich West']);
    expect(names(await page('/v1/public/studios?query=Torstrasse'))).toEqual(['Kraftwerk Berlin Mitte']);
    expect(names(await page('/v1/public/studios?query=kraftwerk%20wien'))).toEqual(['Kraftwerk Wien Neubau']);
    expect((await page('/v1/public/studios?query=nowhere')).totalElements).toBe(0);
  });

  it('ranks a name that starts with the text before a city match', async () => {
    expect(names(await page('/v1/public/studios?query=kraftwerk&size=2'))).toEqual([
      'Kraftwerk Berlin Mitte',
      'Kraftwerk Hamburg Altona',
    ]);
    expect((await page('/v1/public/studios?query=kraftwerk&size=2&page=1')).content).toHaveLength(2);
  });

  it('sorts by distance from the coordinates and answers it in km', async () => {
    const result = await page('/v1/public/studios?lat=48.137&lng=11.575');
    expect(result.content[0]?.name).toBe('Kraftwerk München Schwabing');
    expect(result.content[0]?.distanceKm).toBeGreaterThan(2);
    expect(result.content[0]?.distanceKm).toBeLessThan(4);
    const distances = result.content.map((studio) => studio.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.content.at(-1)?.name).toBe('Lone Star Athletic South Congress');
  });

  it('keeps only studios within the radius', async () => {
    expect(names(await page('/v1/public/studios?lat=48.2&lng=16.37&radiusKm=50'))).toEqual(['Kraftwerk Wien Neubau']);
  });

  it('filters by tenant, facility group, country, category and feature', async () => {
    expect((await page('/v1/public/studios?tenant=kraftwerk')).totalElements).toBe(4);
    expect(names(await page('/v1/public/studios?facilityGroup=lonestar'))).toEqual([
      'Lone Star Athletic South Congress',
    ]);
    expect(names(await page('/v1/public/studios?countryCode=ch'))).toEqual(['Alpenfit Zürich West']);
    expect(names(await page('/v1/public/studios?category=CLIMBING'))).toEqual(['Alpenfit Zürich West']);
    expect(names(await page('/v1/public/studios?feature=OPEN_24_7'))).toEqual(['Lone Star Athletic South Congress']);
  });

  it.each([
    'lat=48.1',
    'lat=91&lng=0',
    'lng=200&lat=0',
    'size=0',
    'size=500',
    'page=-1',
    'countryCode=DEU',
    `query=${'x'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const response = await t.request(`/v1/public/studios?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('the list variants', () => {
  it('forbookingportal lists studios with courses, appointments or events', async () => {
    expect((await page('/v1/public/studios/forbookingportal')).totalElements).toBe(6);
  });

  it('formysportsguest leaves out studios that switched trial sessions off', async () => {
    expect(names(await page('/v1/public/studios/formysportsguest'))).not.toContain('Kraftwerk Hamburg Altona');
  });

  it('forstudioconnect lists the tenant of the query or x-tenant, and needs one', async () => {
    expect((await page('/v1/public/studios/forstudioconnect', { 'x-tenant': 'kraftwerk' })).totalElements).toBe(4);
    const response = await t.request('/v1/public/studios/forstudioconnect');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'TENANT_REQUIRED' });
  });

  it.each(['forwhitelabelapp', 'forwhitelabelportal', 'for-whitelabel-app', 'for-whitelabel-portal'])(
    '%s lists the brand of the query or x-facility-group, and needs one',
    async (variant) => {
      expect(names(await page(`/v1/public/studios/${variant}`, { 'x-facility-group': 'alpenfit' }))).toEqual([
        'Alpenfit Zürich West',
      ]);
      expect((await page(`/v1/public/studios/${variant}?facilityGroup=kraftwerk`)).totalElements).toBe(4);
      const response = await t.request(`/v1/public/studios/${variant}`);
      expect(response.json()).toMatchObject({ errorCode: 'FACILITY_GROUP_REQUIRED' });
    },
  );

  it('universal-check-in/facilities lists the studios that take other tenants’ members', async () => {
    expect(names(await page('/v1/public/universal-check-in/facilities'))).toEqual([
      'Kraftwerk Berlin Mitte',
      'Kraftwerk München Schwabing',
      'Kraftwerk Wien Neubau',
    ]);
  });

  it('forfilters answers a compact list by city', async () => {
    const response = await t.request('/v1/public/studios/forfilters?tenant=kraftwerk');
    expect(response.json<FilterStudio[]>().map((studio) => studio.city)).toEqual([
      'Berlin',
      'Hamburg',
      'München',
      'Wien',
    ]);
    expect(response.json<FilterStudio[]>()[0]).toEqual({
      id: 1210001001,
      name: 'Kraftwerk Berlin Mitte',
      city: 'Berlin',
      countryCode: 'DE',
      facilityGroup: 'kraftwerk',
    });
  });
});

describe('counts and catalogues', () => {
  it('counts with the same filters', async () => {
    expect((await t.request('/v1/public/studios/count')).json()).toEqual({ count: 6 });
    expect((await t.request('/v1/public/studios/count?query=kraftwerk')).json()).toEqual({ count: 4 });
  });

  it('counts by city with the middle of the studios', async () => {
    const cities = (await t.request('/v1/public/studios/countbycity?tenant=kraftwerk')).json<CityCount[]>();
    expect(cities).toHaveLength(4);
    expect(cities.find((city) => city.city === 'Berlin')).toEqual({
      city: 'Berlin',
      countryCode: 'DE',
      count: 1,
      latitude: 52.529,
      longitude: 13.401,
    });
  });

  it('lists the countries that have studios, in the requested language', async () => {
    const countries = (await t.request('/v1/public/countries?locale=de-DE')).json<StudioCountry[]>();
    expect(countries.map((country) => country.code)).toEqual(['DE', 'AT', 'CH', 'US']);
    expect(countries[0]).toEqual({ code: 'DE', name: 'Deutschland', studioCount: 3 });
  });

  it('answers the categories in use with counts, and the whole catalogue', async () => {
    const used = (await t.request('/v1/public/studios/categories?locale=de')).json<CategoryCount[]>();
    expect(used[0]).toEqual({ code: 'FITNESS', name: 'Fitness', studioCount: 6 });
    expect(used.find((category) => category.code === 'STRENGTH')?.name).toBe('Krafttraining');
    const all = (await t.request('/v1/public/facilities/categories?locale=en')).json<CategoryCount[]>();
    expect(all.length).toBeGreaterThan(used.length);
  });

  it('answers the feature categories with the studios that have each feature', async () => {
    const groups = (await t.request('/v1/public/studios/featureCategories?tenant=kraftwerk')).json<FeatureCategory[]>();
    const wellness = groups.find((group) => group.code === 'WELLNESS');
    expect(wellness?.features.find((feature) => feature.code === 'SAUNA')).toEqual({
      code: 'SAUNA',
      name: 'Sauna',
      studioCount: 3,
    });
  });
});
