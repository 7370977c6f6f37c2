import type { ServerModule } from '../../lib/server-module.ts';
import { contractRoutes } from './routes.ts';

/** Contract offers and signing, the member's contracts and module contracts, and the bank and tax-id checks. */
export const contractsModule: ServerModule = { name: 'contracts', routes: contractRoutes };
