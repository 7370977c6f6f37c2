import type { StudioAddress } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { addressLines, formatAddress } from './format-address.ts';

const berlin: StudioAddress = {
  street: 'Torstraße',
  houseNumber: '112',
  city: 'Berlin',
  zip: '10119',
  zipCode: '10119',
  provinceCode: null,
  country: 'Deutschland',
  countryCode: 'DE',
  latitude: 52.529,
  longitude: 13.401,
};

const austin: StudioAddress = {
  street: 'South Congress Avenue',
  houseNumber: '1420',
  city: 'Austin',
  zip: '78704',
  zipCode: '78704',
  provinceCode: 'TX',
  country: 'United States',
  countryCode: 'US',
  latitude: 30.25,
  longitude: -97.749,
};

const GERMAN_RULES = { houseNumberFirst: false, hasState: false };
const US_RULES = { houseNumberFirst: true, hasState: true };

describe('formatAddress', () => {
  it('writes a German address street first, then zip and city', () => {
    expect(formatAddress(berlin, GERMAN_RULES)).toBe('Torstraße 112, 10119 Berlin');
    expect(addressLines(berlin, GERMAN_RULES)).toEqual({ street: 'Torstraße 112', locality: '10119 Berlin' });
  });

  it('writes a US address house number first, with the state after the city', () => {
    expect(formatAddress(austin, US_RULES)).toBe('1420 South Congress Avenue, Austin, TX 78704');
    expect(addressLines(austin, US_RULES)).toEqual({
      street: '1420 South Congress Avenue',
      locality: 'Austin, TX 78704',
    });
  });

  it('leaves out what is missing instead of printing gaps', () => {
    expect(formatAddress({ ...berlin, houseNumber: null }, GERMAN_RULES)).toBe('Torstraße, 10119 Berlin');
    expect(formatAddress({ ...austin, provinceCode: null }, US_RULES)).toBe(
      '1420 South Congress Avenue, Austin, 78704',
    );
    expect(formatAddress({ ...berlin, zip: '', zipCode: '10117' }, GERMAN_RULES)).toBe('Torstraße 112, 10117 Berlin');
  });
});
