import type { ServerModule } from '../../lib/server-module.ts';
import employeesRoutes from './routes.ts';

export { studioTrainers } from './directory.ts';
export { type EmployeeRow, employees } from './schema.ts';

export const employeesModule: ServerModule = { name: 'employees', routes: [employeesRoutes] };
