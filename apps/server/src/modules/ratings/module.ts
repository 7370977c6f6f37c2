import type { ServerModule } from '../../lib/server-module.ts';
import ratingsRoutes from './routes.ts';

export const ratingsModule: ServerModule = { name: 'ratings', routes: [ratingsRoutes] };
