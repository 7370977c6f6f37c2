import { listPaymentInstruments } from '@motus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every saved-instrument query starts with this key, so preferring or removing one refreshes the list. */
export const instrumentsKey = ['payment-instruments'] as const;

export function paymentInstrumentsQueryOptions() {
  return queryOptions({
    queryKey: instrumentsKey,
    queryFn: ({ signal }) => api(listPaymentInstruments, { signal }),
  });
}

/** The account's saved ways to pay (cards, PayPal, SEPA mandates), the preferred one first. */
export function usePaymentInstruments() {
  return useQuery(paymentInstrumentsQueryOptions());
}
