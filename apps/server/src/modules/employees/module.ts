import type { ServerModule } from '../../lib/server-module.ts';
import employeesRoutes from './routes.ts';

export const employeesModule: ServerModule = { name: 'employees', routes: [employeesRoutes] };
