import { describe, expect, it } from 'vitest';
import { fillPath, toQueryString } from '../src/client/build-url.ts';

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/nox/public/v1/studios/{studioId}', { studioId: 12 })).toBe('/nox/public/v1/studios/12');
    expect(fillPath('/v1/x/{id}', { id: 'a b/c' })).toBe('/v1/x/a%20b%2Fc');
  });

  it('drops trailing parameters whose value is undefined', () => {
    expect(fillPath('/nox/public/v1/legalinfo/{type}', {})).toBe('/nox/public/v1/legalinfo');
    expect(fillPath('/a/{b}/{c}', { b: 1 })).toBe('/a/1');
  });

  it('refuses a missing inner parameter', () => {
    expect(() => fillPath('/a/{b}/c', {})).toThrow(/Missing path parameter b/);
  });
});

describe('toQueryString', () => {
  it('skips undefined and null values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: false })).toBe('?a=1&d=x&d=y&e=false');
    expect(toQueryString({})).toBe('');
  });
});
