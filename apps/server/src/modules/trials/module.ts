import type { ServerModule } from '../../lib/server-module.ts';
import trialRoutes from './routes.ts';
import { releaseExpiredHoldsJob } from './trial-release.ts';

/**
 * Trials: guests (and members, for the trial session) trying a studio's trial session or a benefit, guests' free
 * course places, the trial slots, and the release of guest places left unconfirmed.
 */
export const trialsModule: ServerModule = { name: 'trials', routes: [trialRoutes], jobs: [releaseExpiredHoldsJob] };
