import type { ServerModule } from '../../lib/server-module.ts';
import catalogRoutes from './routes.ts';

export const catalogModule: ServerModule = { name: 'catalog', routes: [catalogRoutes] };
