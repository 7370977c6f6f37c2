import { getPaymentMethodLinkCustomer } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkCustomerKey } from '../payment-pages-keys.ts';

export function linkCustomerQueryOptions(token: string) {
  return queryOptions({
    queryKey: linkCustomerKey(token),
    queryFn: ({ signal }) => api(getPaymentMethodLinkCustomer, { params: { token }, signal }),
    retry: false,
  });
}

/** The name of the customer the link was sent to, for the greeting. */
export function useLinkCustomer(token: string) {
  return useQuery(linkCustomerQueryOptions(token));
}
