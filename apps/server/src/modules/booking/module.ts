import type { ServerModule } from '../../lib/server-module.ts';
import bookingFlowRoutes from './booking-flow-routes.ts';
import penaltyRoutes from './penalty-routes.ts';
import bookingRoutes from './routes.ts';

/**
 * The booking core: the places at appointments that every kind (courses, single appointments, events, trials) books
 * through, their calendar, mails and booking options, guests' places, penalties and entrance rules. The kinds import
 * its index.ts only; the core imports no kind.
 */
export const bookingModule: ServerModule = {
  name: 'booking',
  routes: [bookingRoutes, penaltyRoutes, bookingFlowRoutes],
};
