import type { ServerModule } from '../../lib/server-module.ts';
import studiosRoutes from './routes.ts';

export const studiosModule: ServerModule = { name: 'studios', routes: [studiosRoutes] };
