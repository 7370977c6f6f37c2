import { type KeyValueStorage, readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';

/** The stored migration decision (spec 000 section 3). */
interface StoredMigrationDecision {
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
  facilityGroup: string;
  decision: 'ACCEPT' | 'REFUSE';
}

/** One entry per facility group and user (spec 000 section 9). */
export function migrationStorageKey(facilityGroup: string, userId: string): string {
  return `${STORAGE_KEYS.accountMigration}-${facilityGroup}-${userId}`;
}

export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function decidedToday(storage: KeyValueStorage, key: string, today: Date): boolean {
  return readJson<StoredMigrationDecision | null>(storage, key, null)?.date === localDay(today);
}

export function storeDecision(storage: KeyValueStorage, key: string, entry: StoredMigrationDecision): void {
  writeJson(storage, key, entry);
}

/** The wizard shows when forced, or when the server asks for it and this user has not decided today for this group. */
export function shouldOpen(input: { forced: boolean; serverSaysShow: boolean; decidedToday: boolean }): boolean {
  return input.forced || (input.serverSaysShow && !input.decidedToday);
}
