import type { ServerModule } from '../../lib/server-module.ts';
import courseRoutes from './routes.ts';

/** Courses: the catalogue of dated group classes and booking a place at one (through the booking core). */
export const coursesModule: ServerModule = { name: 'courses', routes: [courseRoutes] };
