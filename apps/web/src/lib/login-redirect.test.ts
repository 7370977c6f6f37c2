import { describe, expect, it } from 'vitest';
import { rememberPath, takeRememberedPath } from './login-redirect.ts';
import { readJson, STORAGE_KEYS, safeStorage } from './storage.ts';

function memory() {
  return safeStorage(() => {
    throw new Error('blocked');
  });
}

describe('login redirect stack', () => {
  it('returns the last remembered path, then the one before, then home', () => {
    const storage = memory();
    rememberPath(storage, '/selfservice');
    rememberPath(storage, '/me/bookings');
    expect(takeRememberedPath(storage)).toBe('/me/bookings');
    expect(takeRememberedPath(storage)).toBe('/selfservice');
    expect(takeRememberedPath(storage)).toBe('/');
  });

  it('moves a path remembered again to the top instead of repeating it', () => {
    const storage = memory();
    rememberPath(storage, '/a');
    rememberPath(storage, '/b');
    rememberPath(storage, '/a');
    expect(readJson(storage, STORAGE_KEYS.loginRedirect, [])).toEqual(['/b', '/a']);
  });

  it('never redirects off the site', () => {
    const storage = memory();
    rememberPath(storage, '//evil.example/x');
    expect(takeRememberedPath(storage)).toBe('/');
  });
});

describe('safeStorage', () => {
  it('falls back to memory when the browser storage is blocked', () => {
    const storage = memory();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.clear();
    expect(storage.getItem('k')).toBeNull();
  });

  it('uses the browser storage when it works', () => {
    expect(safeStorage(() => window.localStorage)).toBe(window.localStorage);
  });
});
