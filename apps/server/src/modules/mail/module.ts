import type { ServerModule } from '../../lib/server-module.ts';
import mailRoutes from './routes.ts';
import { startMailSender } from './sender.ts';
import { createMailTransport } from './transports.ts';

export const mailModule: ServerModule = {
  name: 'mail',
  routes: [mailRoutes],
  jobs: [(app) => startMailSender(app.db, createMailTransport(app.config, app.log), app.log)],
};
