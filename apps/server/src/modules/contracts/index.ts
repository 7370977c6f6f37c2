import type { ServerModule } from '../../lib/server-module.ts';
import { contractRoutes } from './routes.ts';

export { type ContractHolder, cancelContractOfHolder, type HolderCancellationWish } from './holder-cancellation.ts';

/** Contract offers and signing, the member's contracts and module contracts, and the bank and tax-id checks. */
export const contractsModule: ServerModule = { name: 'contracts', routes: contractRoutes };
