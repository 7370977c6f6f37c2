import type { ServerModule } from '../../lib/server-module.ts';
import whitelabelRoutes from './routes.ts';

export const whitelabelModule: ServerModule = { name: 'whitelabel', routes: [whitelabelRoutes] };
