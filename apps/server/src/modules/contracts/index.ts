/** The contracts module's public surface: its routes (the module list plugs them in) and what other modules may use. */
export { contractRoutes as routes } from './routes.ts';
