import type { ServerModule } from '../../lib/server-module.ts';
import referenceRoutes from './routes.ts';

export const referenceModule: ServerModule = { name: 'reference', routes: [referenceRoutes] };
