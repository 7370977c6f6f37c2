import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerEmailRoutes } from './routes/email-routes.ts';
import { registerMigrationRoutes } from './routes/migration-routes.ts';
import { registerProfileRoutes } from './routes/profile-routes.ts';
import { registerRegistrationRoutes } from './routes/registration-routes.ts';
import { registerStudioConnectRoutes } from './routes/studio-connect-routes.ts';

/** Accounts, sessions, registration, profile and e-mails, studio connects and the account-context migration. */
export default async function identityRoutes(app: FastifyInstance) {
  registerAuthRoutes(app);
  registerRegistrationRoutes(app);
  await registerProfileRoutes(app);
  registerEmailRoutes(app);
  registerStudioConnectRoutes(app);
  registerMigrationRoutes(app);
}
