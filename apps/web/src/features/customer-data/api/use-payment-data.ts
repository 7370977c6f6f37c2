import { useQuery } from '@tanstack/react-query';
import { paymentDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The bank account the studio debits, with what a change of it does. */
export function usePaymentData() {
  return useQuery(paymentDataQueryOptions());
}
