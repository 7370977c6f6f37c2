import type { ServerModule } from '../../lib/server-module.ts';
import portalLegalRoutes from './routes.ts';

export const portalLegalModule: ServerModule = { name: 'portal-legal', routes: [portalLegalRoutes] };
