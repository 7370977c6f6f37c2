import type { ServerModule } from '../../lib/server-module.ts';
import demoImagesRoutes from './routes.ts';

export const demoImagesModule: ServerModule = { name: 'demo-images', routes: [demoImagesRoutes] };
