import { describe, expect, it } from 'vitest';
import { ANALYTICS_OPT_OUT_COOKIE, analyticsAllowed, type CookieJar, createCookieConsent } from './cookie-consent.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, safeStorage, writeJson } from './storage.ts';

function memory(): KeyValueStorage {
  return safeStorage(() => {
    throw new Error('memory only');
  });
}

/** Records the cookies written, as document.cookie would receive them. */
function jar(): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.at(-1) ?? '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

const NOW = new Date('2025-04-01T10:00:00Z');

describe('cookie consent', () => {
  it('is open and sets the analytics opt-out cookie until the end of 2099 while there is no consent', () => {
    const cookies = jar();
    const consent = createCookieConsent(memory(), cookies);
    expect(consent.open.get()).toBe(true);
    expect(consent.consent.get()).toBeNull();
    expect(cookies.cookie).toBe(
      `${ANALYTICS_OPT_OUT_COOKIE}=true; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=/; SameSite=Lax`,
    );
  });

  it('Apply enables every category, stores it with the time and lifts the opt-out', () => {
    const storage = memory();
    const cookies = jar();
    const consent = createCookieConsent(storage, cookies);
    consent.acceptAll(NOW);
    const expected = { general: true, stats: true, chat: true, utc: NOW.toISOString() };
    expect(consent.consent.get()).toEqual(expected);
    expect(readJson(storage, STORAGE_KEYS.cookieConsent, null)).toEqual(expected);
    expect(consent.open.get()).toBe(false);
    expect(cookies.cookie).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('Save changes stores the chosen categories; without statistics the opt-out stays', () => {
    const storage = memory();
    const cookies = jar();
    const consent = createCookieConsent(storage, cookies);
    consent.save({ stats: false, chat: true }, NOW);
    expect(readJson(storage, STORAGE_KEYS.cookieConsent, null)).toEqual({
      general: true,
      stats: false,
      chat: true,
      utc: NOW.toISOString(),
    });
    expect(cookies.cookie).toContain('2099');
    expect(analyticsAllowed(consent.consent.get())).toBe(false);
  });

  it('stays closed once a consent is stored, and opens again when reopened', () => {
    const storage = memory();
    writeJson(storage, STORAGE_KEYS.cookieConsent, { general: true, stats: true, chat: false, utc: NOW.toISOString() });
    const cookies = jar();
    const consent = createCookieConsent(storage, cookies);
    expect(consent.open.get()).toBe(false);
    expect(cookies.cookie).toContain('1970');
    consent.reopen();
    expect(consent.open.get()).toBe(true);
    consent.close();
    expect(consent.open.get()).toBe(false);
  });

  it('cannot be closed without a choice the first time', () => {
    const consent = createCookieConsent(memory(), jar());
    consent.close();
    expect(consent.open.get()).toBe(true);
  });

  it('ignores a stored value without a timestamp', () => {
    const storage = memory();
    writeJson(storage, STORAGE_KEYS.cookieConsent, { general: true, stats: true, chat: true });
    expect(createCookieConsent(storage, jar()).open.get()).toBe(true);
  });
});
