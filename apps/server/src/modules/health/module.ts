import type { ServerModule } from '../../lib/server-module.ts';
import healthRoutes from './routes.ts';

export const healthModule: ServerModule = { name: 'health', routes: [healthRoutes] };
