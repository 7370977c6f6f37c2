import type { ServerModule } from '../../lib/server-module.ts';
import { consumptionCreditRoutes } from './routes.ts';

/** The member's consumption credit (issue 16 item 6); its recharge is a checkout kind sold through commerce. */
export const consumptionCreditModule: ServerModule = { name: 'consumption-credit', routes: consumptionCreditRoutes };
