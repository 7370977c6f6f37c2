import type { ServerModule } from '../../lib/server-module.ts';
import { invoicesRoutes } from './routes.ts';

/** The member's monthly invoices, made when first listed, and their PDFs behind signed links (issue 16 item 4). */
export const invoicesModule: ServerModule = { name: 'invoices', routes: invoicesRoutes };
