import type { ServerModule } from '../../lib/server-module.ts';
import contentRoutes from './routes.ts';

export const contentModule: ServerModule = { name: 'content', routes: [contentRoutes] };
