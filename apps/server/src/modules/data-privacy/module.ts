import type { ServerModule } from '../../lib/server-module.ts';
import { dataPrivacyRoutes } from './routes.ts';

/** Everything the portal stores about a member, as JSON and PDF (issue 16 item 7, GDPR art. 15 and 20); no tables. */
export const dataPrivacyModule: ServerModule = { name: 'data-privacy', routes: dataPrivacyRoutes };
