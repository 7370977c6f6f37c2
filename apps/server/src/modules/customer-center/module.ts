import type { ServerModule } from '../../lib/server-module.ts';
import customerCenterRoutes from './routes.ts';

export const customerCenterModule: ServerModule = { name: 'customer-center', routes: [customerCenterRoutes] };
