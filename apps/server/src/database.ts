import { count } from 'drizzle-orm';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import * as schema from './schema.ts';
import { tenants } from './schema.ts';
import { seedDemoData } from './seed/index.ts';

declare module './db/client.ts' {
  /** The app's tables type every Database (db/client.ts imports no module, so they are registered here). */
  interface RegisteredSchema {
    tables: typeof schema;
  }
}

/** Opens a database with the app's tables: the database of main.ts, the command-line tools and the tests. */
export function openAppDatabase(options: Omit<OpenDatabaseOptions, 'schema'>): Promise<DatabaseHandle> {
  return openDatabase({ ...options, schema });
}

/** Whether the database has no tenant yet: a fresh installation. */
export async function hasNoTenant(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ tenants: count() }).from(tenants);
  return (row?.tenants ?? 0) === 0;
}

/**
 * Opens the configured database and applies migrations. An empty embedded database gets the demo world outside
 * production (its accounts have a public password); a production start stays empty until the first tenant is created
 * (`npm run tenant:create`), and `npm run db:seed` loads the demo anywhere on purpose.
 */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openAppDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle);
    if (config.env !== 'production' && handle.driver === 'pglite' && (await hasNoTenant(handle))) {
      await seedDemoData(handle.db);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
