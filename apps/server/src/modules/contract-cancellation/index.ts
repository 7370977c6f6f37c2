import type { ServerModule } from '../../lib/server-module.ts';
import { studioResolvesEveryRequest } from './contract-lookup.ts';
import contractCancellationRoutes from './routes.ts';

export type {
  CancellationIdentity,
  CancellationWish,
  CancelledContract,
  ContractCanceller,
} from './contract-lookup.ts';

/**
 * The cancellation without login (§312k BGB). The contracts module does not offer its matching yet, so every request
 * waits for the studio.
 */
export const contractCancellationModule: ServerModule = {
  name: 'contract-cancellation',
  routes: [(app) => contractCancellationRoutes(app, { canceller: studioResolvesEveryRequest })],
};
