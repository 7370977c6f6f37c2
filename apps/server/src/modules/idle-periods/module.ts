import type { ServerModule } from '../../lib/server-module.ts';
import { idlePeriodsRoutes } from './routes.ts';

/** A member's idle periods (Ruhezeiten), which pause and extend their contract (issue 16 item 3). */
export const idlePeriodsModule: ServerModule = { name: 'idle-periods', routes: idlePeriodsRoutes };
