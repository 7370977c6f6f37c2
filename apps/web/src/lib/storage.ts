/** Storage keys of spec 000 section 9. */
export const STORAGE_KEYS = {
  cookieConsent: 'cookie-consent',
  dismissedNotifications: 'dismissed-notifications',
  referralCode: 'referral-code',
  accountMigration: 'account-migration',
  loginRedirect: 'login-redirect',
  cart: 'cart',
} as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

/** The browser storage when it works; blocked storage (privacy modes, sandboxed frames) falls back to memory. */
export function safeStorage(open: () => Storage): KeyValueStorage {
  try {
    const storage = open();
    const probe = '__motus_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  const text = storage.getItem(key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
