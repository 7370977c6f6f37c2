import type { ServerModule } from '../../lib/server-module.ts';
import utilizationRoutes from './routes.ts';

export const utilizationModule: ServerModule = { name: 'utilization', routes: [utilizationRoutes] };
