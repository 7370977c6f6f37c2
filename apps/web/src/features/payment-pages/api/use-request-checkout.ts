import { getPaymentRequestCheckout } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { CHECKOUT_POLL_MS, isUndecided } from '../../../lib/checkout-status.ts';
import { requestCheckoutKey } from '../payment-pages-keys.ts';

export function requestCheckoutQueryOptions(publicToken: string) {
  return queryOptions({
    queryKey: requestCheckoutKey(publicToken),
    queryFn: ({ signal }) => api(getPaymentRequestCheckout, { params: { id: publicToken }, signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data && isUndecided(query.state.data) ? CHECKOUT_POLL_MS : false),
  });
}

/** The checkout of a payment request, read again every 2 s while the provider has not decided. */
export function useRequestCheckout(publicToken: string, enabled: boolean) {
  return useQuery({ ...requestCheckoutQueryOptions(publicToken), enabled });
}
