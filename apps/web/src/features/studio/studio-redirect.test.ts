import { encodeStudioUuid } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import { studioTarget } from './studio-redirect.tsx';

const berlin = studioPath(encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 }));

function target(query: string): string {
  return studioTarget(new URLSearchParams(query));
}

describe('studioTarget', () => {
  it('turns tenant and organisation unit id into the studio uuid route', () => {
    expect(target('tenant=kraftwerk&organizationUnitId=1210001001')).toBe(berlin);
    expect(target('tenant=kraftwerk&studioId=1210001001')).toBe(berlin);
  });

  it('understands the short aliases t, o and s', () => {
    expect(target('t=kraftwerk&o=1210001001')).toBe(berlin);
    expect(target('t=kraftwerk&s=1210001001&facilityGroup=kraftwerk')).toBe(`${berlin}?facilityGroup=kraftwerk`);
  });

  it('keeps unrelated parameters', () => {
    expect(target('tenant=kraftwerk&organizationUnitId=1210001001&locale=de-DE')).toBe(`${berlin}?locale=de-DE`);
  });

  it("goes to the tenant's studio list without a usable studio id", () => {
    expect(target('tenant=kraftwerk')).toBe('/?tenant=kraftwerk');
    expect(target('tenant=kraftwerk&organizationUnitId=abc')).toBe('/?tenant=kraftwerk');
    expect(target('organizationUnitId=1210001001')).toBe('/');
    expect(target('')).toBe('/');
  });
});
