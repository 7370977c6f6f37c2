import { type KeyValueStorage, readJson, STORAGE_KEYS, safeStorage, writeJson } from './storage.ts';
import { createStore, type Store, useStore } from './store.ts';

/** The stored consent (spec 000 section 3): required cookies always, the optional categories, and when it was given. */
export interface CookieConsentConfig {
  general: true;
  stats: boolean;
  chat: boolean;
  /** ISO-8601 time of the consent; the dialog shows until it exists. */
  utc: string;
}

export type CookieChoice = Pick<CookieConsentConfig, 'stats' | 'chat'>;

export const ANALYTICS_OPT_OUT_COOKIE = 'motus-analytics-opt-out';
/** The opt-out cookie lasts until the end of 2099 (spec 000 section 9). */
export const ANALYTICS_OPT_OUT_EXPIRES = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));

export interface CookieJar {
  cookie: string;
}

function isConsent(value: unknown): value is CookieConsentConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { stats, chat, utc } = value as Partial<CookieConsentConfig>;
  return typeof stats === 'boolean' && typeof chat === 'boolean' && typeof utc === 'string' && utc !== '';
}

/** Analytics may run only after a consent that includes statistics. */
export function analyticsAllowed(consent: CookieConsentConfig | null): boolean {
  return consent?.stats === true;
}

/** Lifts the analytics opt-out when statistics are allowed, otherwise sets the opt-out cookie. */
export function applyAnalyticsConsent(consent: CookieConsentConfig | null, jar: CookieJar): void {
  const expires = analyticsAllowed(consent) ? new Date(0) : ANALYTICS_OPT_OUT_EXPIRES;
  jar.cookie = `${ANALYTICS_OPT_OUT_COOKIE}=true; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

export interface CookieConsent {
  consent: Store<CookieConsentConfig | null>;
  /** Whether the dialog shows: until a consent exists, or when reopened. */
  open: Store<boolean>;
  /** 'Apply': every category on. */
  acceptAll(now?: Date): void;
  /** 'Save changes': the chosen categories. */
  save(choice: CookieChoice, now?: Date): void;
  /** Opens the dialog again (the footer's 'Cookies' link). */
  reopen(): void;
  /** Closes a reopened dialog; before the first consent the dialog stays. */
  close(): void;
}

export function createCookieConsent(storage: KeyValueStorage, jar: CookieJar): CookieConsent {
  const stored = readJson<unknown>(storage, STORAGE_KEYS.cookieConsent, null);
  const consent = createStore<CookieConsentConfig | null>(isConsent(stored) ? { ...stored, general: true } : null);
  const open = createStore(consent.get() === null);
  applyAnalyticsConsent(consent.get(), jar);

  function save(choice: CookieChoice, now = new Date()) {
    const value: CookieConsentConfig = {
      general: true,
      stats: choice.stats,
      chat: choice.chat,
      utc: now.toISOString(),
    };
    writeJson(storage, STORAGE_KEYS.cookieConsent, value);
    consent.set(value);
    open.set(false);
    applyAnalyticsConsent(value, jar);
  }

  return {
    consent,
    open,
    acceptAll: (now) => save({ stats: true, chat: true }, now),
    save,
    reopen: () => open.set(true),
    close() {
      if (consent.get() !== null) open.set(false);
    },
  };
}

export const cookieConsent = createCookieConsent(
  safeStorage(() => window.localStorage),
  document,
);

export function useCookieConsent() {
  return { consent: useStore(cookieConsent.consent), open: useStore(cookieConsent.open) };
}
