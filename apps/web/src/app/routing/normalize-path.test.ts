import { describe, expect, it } from 'vitest';
import { normalizePath } from './normalize-path.ts';

describe('normalizePath', () => {
  it.each([
    ['/Me/Bookings/', '/me/bookings'],
    ['//imprint//', '/imprint'],
    ['/index.html', '/'],
    ['/AGB/index.html', '/agb'],
    ['/studio/a3JhZnR3ZXJr/NEWS', '/studio/a3JhZnR3ZXJr/news'],
    ['/', '/'],
  ])('%s becomes %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});
