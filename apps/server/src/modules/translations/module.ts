import type { ServerModule } from '../../lib/server-module.ts';
import translationsRoutes from './routes.ts';

export const translationsModule: ServerModule = { name: 'translations', routes: [translationsRoutes] };
