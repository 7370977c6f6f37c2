import { describe, expect, it } from 'vitest';
import { coerceNumber, readQueryParams } from './query-params.ts';

describe('readQueryParams', () => {
  it('resolves the short aliases', () => {
    expect(readQueryParams('o=1210001001&t=kraftwerk&e=a%40b.example&c=012345&lo=de_DE&s=7')).toEqual({
      organizationUnitId: 1210001001,
      tenant: 'kraftwerk',
      email: 'a@b.example',
      code: '012345',
      locale: 'de_DE',
      studioId: 7,
    });
  });

  it('reads the overview flag as true for true or 1', () => {
    expect(readQueryParams('v=1').overview).toBe(true);
    expect(readQueryParams('v=true').overview).toBe(true);
    expect(readQueryParams('v=0').overview).toBe(false);
  });

  it('splits module id lists', () => {
    expect(readQueryParams('sm=3,5,,8&om=12')).toEqual({ selectedModules: [3, 5, 8], optionalModules: [12] });
  });

  it('lets the long name win over its alias', () => {
    expect(readQueryParams('t=short&tenant=long').tenant).toBe('long');
    expect(readQueryParams('tenant=long&t=short').tenant).toBe('long');
  });

  it('keeps identifiers with a leading zero as text and other numbers as numbers', () => {
    expect(coerceNumber('42')).toBe(42);
    expect(coerceNumber('-1.5')).toBe(-1.5);
    expect(coerceNumber('0')).toBe(0);
    expect(coerceNumber('007')).toBe('007');
    expect(coerceNumber('12abc')).toBe('12abc');
    expect(coerceNumber('1e5')).toBe('1e5');
  });
});
