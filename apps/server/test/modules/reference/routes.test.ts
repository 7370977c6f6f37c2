import type { Country, UsState } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /nox/public/v1/countries', () => {
  it('names the countries in the requested language, sorted', async () => {
    const german = (await t.request('/nox/public/v1/countries?locale=de_DE')).json<Country[]>();
    expect(german).toHaveLength(249);
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    expect(german.find((country) => country.code === 'CH')?.name).toBe('Schweiz');
    const names = german.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
  });

  it('falls back to the Accept-Language header, then English', async () => {
    const french = await t.request({
      url: '/nox/public/v1/countries',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.json<Country[]>().find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    const fallback = await t.request('/nox/public/v1/countries');
    expect(fallback.json<Country[]>().find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it('refuses a malformed locale', async () => {
    const response = await t.request('/nox/public/v1/countries?locale=%3Cscript%3E');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('GET /nox/public/v1/address/usa/states', () => {
  it('answers the states with their abbreviations', async () => {
    const states = (await t.request('/nox/public/v1/address/usa/states')).json<UsState[]>();
    expect(states).toContainEqual({ name: 'Texas', abbreviation: 'TX' });
    expect(states.filter((state) => state.abbreviation.length !== 2)).toEqual([]);
    expect(new Set(states.map((state) => state.abbreviation)).size).toBe(states.length);
  });
});
