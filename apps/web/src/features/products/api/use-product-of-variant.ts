import { getPublicVirtualProductByVariant, getVirtualProductByVariant } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useMemberCalls } from '../../../lib/use-member-calls.ts';

export function productOfVariantQueryOptions(variantId: number, member: boolean) {
  return queryOptions({
    queryKey: ['product-of-variant', variantId, member],
    queryFn: ({ signal }) => {
      const options = { query: { variantId }, signal };
      return member ? api(getVirtualProductByVariant, options) : api(getPublicVirtualProductByVariant, options);
    },
    retry: false,
  });
}

/** The product a flow sells, by the variant of its `:offerId`. */
export function useProductOfVariant(variantId: number) {
  const member = useMemberCalls();
  return useQuery(productOfVariantQueryOptions(variantId, member));
}
