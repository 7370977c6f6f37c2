import type { ServerModule } from '../../lib/server-module.ts';
import tenantsRoutes from './routes.ts';

export { createTenant, type NewTenant } from './provisioning-service.ts';
export { findTenant } from './repo.ts';

export const tenantsModule: ServerModule = { name: 'tenants', routes: [tenantsRoutes] };
