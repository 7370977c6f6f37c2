import type { ServerModule } from '../../lib/server-module.ts';
import placesRoutes from './routes.ts';

export const placesModule: ServerModule = { name: 'places', routes: [placesRoutes] };
