import {
  listPublicVirtualProducts,
  listVirtualProducts,
  listVoucherProducts,
  type Product,
  type ProductKind,
} from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export const studioProductsKey = ['studio-products'] as const;

function listProducts(studioId: number, kind: ProductKind, member: boolean, signal: AbortSignal): Promise<Product[]> {
  if (kind === 'VOUCHER') return api(listVoucherProducts, { query: { studioId }, signal });
  const options = { query: { studioId, kind }, signal };
  return member ? api(listVirtualProducts, options) : api(listPublicVirtualProducts, options);
}

export function studioProductsQueryOptions(studioId: number | undefined, kind: ProductKind, member: boolean) {
  return queryOptions({
    queryKey: [...studioProductsKey, studioId, kind, member],
    queryFn: ({ signal }) => listProducts(studioId ?? 0, kind, member, signal),
    enabled: studioId !== undefined,
  });
}

/** What the studio sells of a kind: offers and day tickets (virtualproducts), vouchers (voucher). */
export function useStudioProducts(studioId: number | undefined, kind: ProductKind) {
  const member = useMemberCalls();
  return useQuery(studioProductsQueryOptions(studioId, kind, member));
}
