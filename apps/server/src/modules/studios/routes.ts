import type { FastifyInstance } from 'fastify';
import { registerConfigRoutes } from './routes/config-routes.ts';
import { registerDetailRoutes } from './routes/detail-routes.ts';
import { registerDiscoveryRoutes } from './routes/discovery-routes.ts';
import { registerMemberStudioRoutes } from './routes/member-routes.ts';

/** Studios: their data and configuration, the finder's lists and search, logos, and a member's home studio. */
export default async function studioRoutes(app: FastifyInstance) {
  registerConfigRoutes(app);
  registerDiscoveryRoutes(app);
  registerDetailRoutes(app);
  registerMemberStudioRoutes(app);
}
