import type { ServerModule } from '../../lib/server-module.ts';
import customerCenterRoutes from './routes.ts';

export { customerConfig } from './service.ts';

export const customerCenterModule: ServerModule = { name: 'customer-center', routes: [customerCenterRoutes] };
