import type { ServerModule } from '../../lib/server-module.ts';
import newsRoutes from './routes.ts';

export const newsModule: ServerModule = { name: 'news', routes: [newsRoutes] };
