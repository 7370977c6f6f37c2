import type { ServerModule } from '../../lib/server-module.ts';
import eventLoggingRoutes from './routes.ts';

export const eventLoggingModule: ServerModule = { name: 'event-logging', routes: [eventLoggingRoutes] };
