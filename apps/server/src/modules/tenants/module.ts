import type { ServerModule } from '../../lib/server-module.ts';
import tenantsRoutes from './routes.ts';

export const tenantsModule: ServerModule = { name: 'tenants', routes: [tenantsRoutes] };
