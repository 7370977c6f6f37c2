export type {
  CancellationIdentity,
  CancellationWish,
  CancelledContract,
  ContractCanceller,
} from './contract-lookup.ts';
export { studioResolvesEveryRequest } from './contract-lookup.ts';
export { default as contractCancellationRoutes } from './routes.ts';
