import type { ServerModule } from '../../lib/server-module.ts';
import { cancelContractOfHolder } from '../contracts/index.ts';
import contractCancellationRoutes from './routes.ts';

/** The cancellation without login (§312k BGB); the contracts module finds and cancels the contract a request means. */
export const contractCancellationModule: ServerModule = {
  name: 'contract-cancellation',
  routes: [(app) => contractCancellationRoutes(app, { canceller: { cancelMatching: cancelContractOfHolder } })],
};
