import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The studio's /contract with `cancel=1` (the footer's 'Cancel memberships here') is the cancellation without login
 * (§312k BGB); without it, the offers. Both features load together, each in its own chunk.
 */
export async function withCancellation(loadOffers: () => Promise<ComponentType>): Promise<ComponentType> {
  const [{ ContractCancellationScreen }, Offers] = await Promise.all([
    import('../../features/contracts/index.ts'),
    loadOffers(),
  ]);
  return function ContractEntry() {
    const [params] = useSearchParams();
    return params.get('cancel') === '1' ? <ContractCancellationScreen /> : <Offers />;
  };
}
