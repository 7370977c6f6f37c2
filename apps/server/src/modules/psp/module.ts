import { portalOrigin } from '../../lib/portal-origin.ts';
import type { ServerModule } from '../../lib/server-module.ts';
import { startNotificationDelivery } from './notifications.ts';
import pspRoutes from './routes.ts';

export const pspModule: ServerModule = {
  name: 'psp',
  routes: [pspRoutes],
  jobs: [(app) => startNotificationDelivery(app.db, app.config.psp.webhookSecret, portalOrigin(app.config), app.log)],
};
