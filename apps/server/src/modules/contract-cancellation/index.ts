export type {
  CancellationIdentity,
  CancellationWish,
  CancelledContract,
  ContractCanceller,
} from './contract-lookup.ts';
