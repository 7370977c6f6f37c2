import { describe, expect, it } from 'vitest';
import { mapsHref } from './maps-link.ts';

const desktop = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux x86_64', maxTouchPoints: 0 };

describe('mapsHref', () => {
  it('opens OpenStreetMap with the address on other devices', () => {
    expect(mapsHref('Torstraße 112, 10119 Berlin', desktop)).toBe(
      'https://www.openstreetmap.org/search?query=Torstra%C3%9Fe%20112%2C%2010119%20Berlin',
    );
  });

  it('opens Apple Maps on an iPhone and on an iPad that presents itself as a Mac', () => {
    const iphone = { ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' };
    const ipad = {
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
      platform: 'MacIntel',
      maxTouchPoints: 5,
    };
    const mac = { ...ipad, maxTouchPoints: 0 };
    expect(mapsHref('Austin', iphone)).toBe('https://maps.apple.com/?q=Austin');
    expect(mapsHref('Austin', ipad)).toBe('https://maps.apple.com/?q=Austin');
    expect(mapsHref('Austin', mac)).toBe('https://www.openstreetmap.org/search?query=Austin');
  });
});
