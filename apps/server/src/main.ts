import { buildApp } from './app.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { loadConfig } from './config.ts';
import { hasNoTenant, prepareDatabase } from './database.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { serverModules } from './modules/index.ts';

const FIRST_TENANT_HINT =
  'The database has no tenant yet, so the portal shows no studio. Create the first one with `npm run tenant:create ' +
  '-- --tenant <key> --name <legal name> --studio <studio name> --street <street> --zip <postcode> --city <city> ' +
  '--country <DE>` (on the embedded database, stop the server first); see docs/operations.md, "Security".';

const config = loadConfig();

async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  try {
    return await prepareDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const database = await openConfiguredDatabase();
const app = await buildApp(config, database);
const stopBackgroundJobs = startBackgroundJobs(app, serverModules);

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await stopBackgroundJobs();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Motus is running at http://localhost:${config.port} (database: ${database.driver})`);
if (await hasNoTenant(database)) app.log.warn(FIRST_TENANT_HINT);
