import type { ServerModule } from '../../lib/server-module.ts';
import whitelabelRoutes from './routes.ts';

export { findByFacilityGroup } from './repo.ts';
export { brandsOfAccountContext, createBrand, selectWhitelabelConfig } from './service.ts';

export const whitelabelModule: ServerModule = { name: 'whitelabel', routes: [whitelabelRoutes] };
