import { buildApp } from './app.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/setup.ts';

const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp(config, database);
const stopBackgroundJobs = startBackgroundJobs(database.db, config, app.log, app.paymentProvider);

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
