import type { ServerModule } from '../../lib/server-module.ts';
import { repeatEvery } from '../../lib/server-module.ts';
import { purgeExpiredIdentityData } from './housekeeping.ts';
import identityRoutes from './routes.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Expired sessions, codes and trusted devices are deleted hourly. */
const purgeExpiredData = repeatEvery(HOUSEKEEPING_INTERVAL_MS, 'housekeeping failed', (app) =>
  purgeExpiredIdentityData(app.db),
);

export const identityModule: ServerModule = { name: 'identity', routes: [identityRoutes], jobs: [purgeExpiredData] };
