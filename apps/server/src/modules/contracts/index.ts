export { type ContractHolder, cancelContractOfHolder, type HolderCancellationWish } from './holder-cancellation.ts';
