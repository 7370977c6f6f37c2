import type { ServerModule } from '../../lib/server-module.ts';
import { customerDataRoutes } from './routes.ts';

/** The member's own data (personal, address, contact, payment) and its changes as amendments (issue 16). */
export const customerDataModule: ServerModule = { name: 'customer-data', routes: customerDataRoutes };
