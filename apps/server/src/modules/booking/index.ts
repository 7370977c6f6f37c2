import { portalOrigin } from '../../lib/portal-origin.ts';
import type { ServerModule } from '../../lib/server-module.ts';
import { repeatEvery } from '../../lib/server-module.ts';
import bookingFlowRoutes from './booking-flow-routes.ts';
import courseCatalogRoutes from './course-catalog-routes.ts';
import eventsRoutes from './events-routes.ts';
import penaltyRoutes from './penalty-routes.ts';
import bookingRoutes from './routes.ts';
import singleAppointmentsRoutes from './single-appointments-routes.ts';
import { releaseExpiredHolds } from './trial-release.ts';
import trialRoutes from './trial-routes.ts';

export { courseAppointmentItem, singleAppointmentItem } from './checkout-items.ts';
export { futureCoursesByTrainer } from './course-list-service.ts';
export { entranceRestrictionAt } from './entrance-restrictions.ts';
export { grantPurchasedContingent, removeUnusedContingent, setContingentValidUntil } from './purchased-contingents.ts';
export { studiosOfferingBenefit } from './single-appointments-service.ts';
export { insertLead } from './trial-repo.ts';
export { leadRowOf } from './trial-service.ts';

/** Unconfirmed guest places are released within a minute of their confirmUntil. */
const RELEASE_INTERVAL_MS = 60 * 1000;

const releaseGuestPlaces = repeatEvery(RELEASE_INTERVAL_MS, 'releasing guest places failed', (app) =>
  releaseExpiredHolds(app.db, portalOrigin(app.config)),
);

export const bookingModule: ServerModule = {
  name: 'booking',
  routes: [
    bookingRoutes,
    courseCatalogRoutes,
    singleAppointmentsRoutes,
    eventsRoutes,
    penaltyRoutes,
    bookingFlowRoutes,
    trialRoutes,
  ],
  jobs: [releaseGuestPlaces],
};
