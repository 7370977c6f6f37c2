import { loadConfig } from '../config.ts';
import { openAppDatabase } from '../database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData } from '../seed/index.ts';

/** npm run db:seed: migrates and (re)loads the demo world into the configured database. */
const config = loadConfig();
const handle = await openAppDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  console.log(`Demo data loaded (${handle.driver}).`);
} finally {
  await handle.close();
}
