import { type AppConfig, loadConfig } from '../config.ts';
import { openAppDatabase } from '../database.ts';
import type { Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/**
 * Runs a command-line task on the configured database, migrated first, and closes it; a failure prints its message
 * and sets the exit code instead of a stack trace.
 */
export async function runOnDatabase(task: (db: Database, config: AppConfig) => Promise<string>): Promise<void> {
  try {
    const config = loadConfig();
    const handle = await openAppDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateDatabase(handle);
      console.log(await task(handle.db, config));
    } finally {
      await handle.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
