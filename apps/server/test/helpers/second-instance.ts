import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Concurrency tests spread their clients over two server instances: on PostgreSQL every second client goes through a
 * pool of its own, as a second server process would; on PGlite (one process by nature) all share the app's database.
 */
export function useSecondInstance(t: TestApp): (index: number) => Database {
  let second: { db: Database; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (t.databaseUrl) second = await openDatabase({ url: t.databaseUrl, dataDir: '', poolSize: 10 });
  });
  afterAll(async () => {
    await second?.close();
  });
  return (index) => (second && index % 2 === 1 ? second.db : t.db);
}
