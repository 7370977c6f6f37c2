import type { ServerModule } from '../../lib/server-module.ts';
import staffRoutes from './routes.ts';

/** The staff area's calls: an employee decides their tenant's waiting requests. */
export const staffModule: ServerModule = { name: 'staff', routes: [staffRoutes] };
