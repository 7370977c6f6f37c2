import { seedDemoData } from '../seed/index.ts';
import { runOnDatabase } from './run-command.ts';

/** npm run db:seed: migrates and (re)loads the demo world into the configured database. */
await runOnDatabase(async (db) => {
  await seedDemoData(db);
  return 'Demo data loaded.';
});
