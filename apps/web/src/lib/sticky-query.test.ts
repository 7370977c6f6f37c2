import { describe, expect, it } from 'vitest';
import { keepStickyQuery, withStickyQuery } from './sticky-query.ts';

describe('sticky query parameters', () => {
  const current = '?locale=de-DE&facilityGroup=alpenfit&code=123&noFooter=true&tenant=kraftwerk';

  it('keeps brand, language and page-mode parameters and drops the rest', () => {
    expect(keepStickyQuery('/me/settings', current)).toEqual({
      pathname: '/me/settings',
      search: '?facilityGroup=alpenfit&locale=de-DE&noFooter=true',
    });
    expect(keepStickyQuery('/', '?code=1')).toEqual({ pathname: '/' });
  });

  it("adds them to an address with its own query and hash, the address's own parameters winning", () => {
    expect(withStickyQuery('/verify-email?email=a%40b.example&locale=en-US#top', current)).toBe(
      '/verify-email?facilityGroup=alpenfit&locale=en-US&noFooter=true&email=a%40b.example#top',
    );
    expect(withStickyQuery('/studios/kraftwerk', '')).toBe('/studios/kraftwerk');
  });
});
