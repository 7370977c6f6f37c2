import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from './storage.ts';

const MAX_REMEMBERED = 10;

/** Remembers a path a guard refused, for after login (a stack in session storage; spec 000 section 2.5). */
export function rememberPath(storage: KeyValueStorage, path: string): void {
  const stack = readJson<string[]>(storage, STORAGE_KEYS.loginRedirect, []).filter((entry) => entry !== path);
  writeJson(storage, STORAGE_KEYS.loginRedirect, [...stack, path].slice(-MAX_REMEMBERED));
}

/** The last remembered path, removed from the stack; home when nothing is remembered. */
export function takeRememberedPath(storage: KeyValueStorage, home = '/'): string {
  const stack = readJson<string[]>(storage, STORAGE_KEYS.loginRedirect, []);
  const last = stack.pop();
  writeJson(storage, STORAGE_KEYS.loginRedirect, stack);
  return last?.startsWith('/') && !last.startsWith('//') ? last : home;
}
