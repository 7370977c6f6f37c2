import type { ServerModule } from '../../lib/server-module.ts';
import { accountStatementRoutes } from './routes.ts';

/** The member's account statement and open balance (issue 16 item 5), read from commerce's account entries. */
export const accountStatementModule: ServerModule = { name: 'account-statement', routes: accountStatementRoutes };
