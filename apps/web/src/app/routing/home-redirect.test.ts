import { encodeStudioUuid } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { homeRedirect } from './home-redirect.ts';

const guest = { loggedIn: false };
const member = { loggedIn: true };

describe('homeRedirect', () => {
  it('detects external pages by their query parameter and keeps the query', () => {
    expect(homeRedirect('?state=x&vendor=garmin&method=connect', guest)).toBe(
      '/fitness-apps/garmin/connect?state=x&vendor=garmin&method=connect',
    );
    expect(homeRedirect('?oauth_token=t', guest)).toBe('/fitness-apps/oauth/callback?oauth_token=t');
    expect(homeRedirect('?paymentRequestId=abc', guest)).toBe('/payment?paymentRequestId=abc');
    expect(homeRedirect('?token=abc', member)).toBe('/self-service?token=abc');
    expect(homeRedirect('?streamId=9', guest)).toBe('/streaming?streamId=9');
    expect(homeRedirect('?eventId=9', guest)).toBe('/event?eventId=9');
  });

  it('goes to the studio page with a tenant and a studio, also by their aliases', () => {
    const uuid = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 });
    expect(homeRedirect('?tenant=kraftwerk&organizationUnitId=1210001001', guest)).toBe(`/studio/${uuid}`);
    expect(homeRedirect('?t=kraftwerk&o=1210001001', guest)).toBe(`/studio/${uuid}`);
  });

  it('goes to the studio list with a tenant only', () => {
    expect(homeRedirect('?tenant=alpenfit', guest)).toBe('/studios/alpenfit');
  });

  it("takes a member's connected studio when the address names none", () => {
    const uuid = encodeStudioUuid({ tenant: 'alpenfit', organizationUnitId: 1320002001 });
    expect(homeRedirect('', { loggedIn: true, connectedStudio: { tenant: 'alpenfit', studioId: 1320002001 } })).toBe(
      `/studio/${uuid}`,
    );
  });

  it('keeps a guest on the finder and sends a logged-in user to settings when there is neither', () => {
    expect(homeRedirect('', guest)).toBeNull();
    expect(homeRedirect('?locale=de', member)).toBe('/me/settings');
  });
});
