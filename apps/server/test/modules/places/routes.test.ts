import type { Place } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

async function places(url: string): Promise<Place[]> {
  const response = await t.request(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Place[]>();
}

describe('GET /v1/public/places (autocomplete)', () => {
  it.each(['Münch', 'munch', 'Muench'])('finds München for %s, umlauts folded', async (query) => {
    const [first] = await places(`/v1/public/places?query=${encodeURIComponent(query)}`);
    expect(first).toMatchObject({ type: 'CITY', name: 'München', region: 'Bayern', countryCode: 'DE' });
    expect(first?.label).toBe('München, Bayern, Germany');
  });

  it('answers at most six places, the bigger cities first', async () => {
    const result = await places('/v1/public/places?query=b');
    expect(result).toHaveLength(6);
    expect(result[0]?.name).toBe('Berlin');
  });

  it('keeps to the requested countries (de, ch, at and us by default)', async () => {
    expect((await places('/v1/public/places?query=Zur&countries=ch'))[0]?.name).toBe('Zürich');
    expect(await places('/v1/public/places?query=Zur&countries=de')).toEqual([]);
    expect((await places('/v1/public/places?query=Austin'))[0]).toMatchObject({ region: 'Texas', countryCode: 'US' });
  });

  it('gives cities of one name in different states their own ids', async () => {
    const result = await places('/v1/public/places?query=Aurora&countries=us');
    expect(result.map((place) => [place.id, place.region])).toEqual([
      ['city:us:aurora:colorado', 'Colorado'],
      ['city:us:aurora:illinois', 'Illinois'],
    ]);
    expect((await places('/v1/public/places?query=Munchen'))[0]?.id).toBe('city:de:munchen');
  });

  it('completes studio postcodes', async () => {
    expect((await places('/v1/public/places?query=8080'))[0]).toMatchObject({
      type: 'POSTCODE',
      name: '80802 München',
      postcode: '80802',
    });
  });

  it.each(['', 'query=', 'query=a&limit=7', 'query=a&countries=deu'])('refuses ?%s with 400', async (query) => {
    expect((await t.request(`/v1/public/places?${query}`)).statusCode).toBe(400);
  });
});

describe('GET /v1/public/places/search and /reverse', () => {
  it('geocodes a city with its region, one result by default', async () => {
    const result = await places('/v1/public/places/search?query=Wien&country=at');
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ name: 'Wien', latitude: 48.208, longitude: 16.373 });
    expect((await places('/v1/public/places/search?query=frankfurt%20hessen'))[0]?.name).toBe('Frankfurt am Main');
  });

  it('finds the city of a studio street', async () => {
    expect((await places('/v1/public/places/search?query=Leopoldstrasse'))[0]).toMatchObject({ name: 'München' });
  });

  it('answers the nearest place and its region, 404 in the middle of nowhere', async () => {
    const response = await t.request('/v1/public/places/reverse?lat=48.14&lng=11.58');
    expect(response.json<Place>()).toMatchObject({ name: 'München', region: 'Bayern' });
    const ocean = await t.request('/v1/public/places/reverse?lat=0&lng=-30');
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json()).toMatchObject({ errorCode: 'PLACE_NOT_FOUND' });
    expect((await t.request('/v1/public/places/reverse?lat=100&lng=0')).statusCode).toBe(400);
  });
});
