import { describe, expect, it } from 'vitest';
import { decodeStudioUuid, encodeStudioUuid } from '../src/studio-uuid.ts';

describe('studio uuid', () => {
  it('is base64 of tenant:organisationUnitId and round-trips', () => {
    const uuid = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 });
    expect(uuid).toBe(btoa('kraftwerk:1210001001'));
    expect(decodeStudioUuid(uuid)).toEqual({ tenant: 'kraftwerk', organizationUnitId: 1210001001 });
  });

  it('accepts URL-safe base64 without padding', () => {
    const uuid = encodeStudioUuid({ tenant: 'a', organizationUnitId: 1 }).replace(/=+$/, '');
    expect(decodeStudioUuid(uuid)).toEqual({ tenant: 'a', organizationUnitId: 1 });
  });

  it.each(['', 'not base64!', btoa('no-colon'), btoa('tenant:abc'), btoa(':12')])('refuses %j', (uuid) => {
    expect(decodeStudioUuid(uuid)).toBeNull();
  });
});
