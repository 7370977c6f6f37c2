import type { ServerModule } from '../../lib/server-module.ts';
import eventRoutes from './routes.ts';

/** Events: a studio's one-off appointments and their bookable benefit (booked through the booking core). */
export const eventsModule: ServerModule = { name: 'events', routes: [eventRoutes] };
