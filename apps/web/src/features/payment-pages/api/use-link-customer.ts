import { getPaymentMethodLinkCustomer } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkCustomerKey } from '../payment-pages-keys.ts';

/** The name of the customer the link was sent to, for the greeting. */
export function useLinkCustomer(token: string) {
  return useQuery({
    queryKey: linkCustomerKey(token),
    queryFn: ({ signal }) => api(getPaymentMethodLinkCustomer, { params: { token }, signal }),
    retry: false,
  });
}
