import {
  type CustomerDataGroup,
  getAddressData,
  getContactData,
  getPaymentData,
  getPersonalData,
} from '@motus/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The member's own data, group by group. Self-service's overview and the data screens read the same cache entries,
 * so a change made on a screen shows on the overview's tiles at once.
 */
export function customerDataKey(group: CustomerDataGroup) {
  return ['customer-data', group] as const;
}

export function personalDataQueryOptions() {
  return queryOptions({
    queryKey: customerDataKey('PERSONAL'),
    queryFn: ({ signal }) => api(getPersonalData, { signal }),
  });
}

export function addressDataQueryOptions() {
  return queryOptions({
    queryKey: customerDataKey('ADDRESS'),
    queryFn: ({ signal }) => api(getAddressData, { signal }),
  });
}

export function contactDataQueryOptions() {
  return queryOptions({
    queryKey: customerDataKey('CONTACT'),
    queryFn: ({ signal }) => api(getContactData, { signal }),
  });
}

export function paymentDataQueryOptions() {
  return queryOptions({
    queryKey: customerDataKey('PAYMENT'),
    queryFn: ({ signal }) => api(getPaymentData, { signal }),
  });
}
