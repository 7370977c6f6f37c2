import { describe, expect, it } from 'vitest';
import { crumbsFor } from './crumbs.ts';

describe('crumbsFor', () => {
  it('builds the trail from the screens along the path', () => {
    expect(crumbsFor('/me/settings/profile', null)).toEqual([
      { path: '/', screen: 'home' },
      { path: '/me/settings', screen: 'settings' },
      { path: '/me/settings/profile', screen: 'profile' },
    ]);
  });

  it('puts the studio, and the studio list when selection is allowed, before studio screens', () => {
    expect(crumbsFor('/studio/abc/news', '/studios/kraftwerk')).toEqual([
      { path: '/', screen: 'home' },
      { path: '/studios/kraftwerk', screen: 'studioList' },
      { path: '/studio/abc', screen: 'studio' },
      { path: '/studio/abc/news', screen: 'news' },
    ]);
    expect(crumbsFor('/studio/abc/news', null).map((crumb) => crumb.screen)).toEqual(['home', 'studio', 'news']);
  });

  it('skips prefixes that are no screen of their own', () => {
    expect(crumbsFor('/studio/abc/booking/course/7', null).map((crumb) => crumb.screen)).toEqual([
      'home',
      'studio',
      'bookingStart',
    ]);
  });
});
