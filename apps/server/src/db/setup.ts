import { count } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { tenants } from '../modules/tenants/schema.ts';
import { seedDemoData } from '../seed/index.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ tenants: count() }).from(tenants);
  return (row?.tenants ?? 0) === 0;
}

/** Opens the configured database, applies migrations, and seeds an empty embedded database with the demo world. */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  if (handle.driver === 'pglite' && (await isEmpty(handle))) {
    await seedDemoData(handle.db);
  }
  return handle;
}
