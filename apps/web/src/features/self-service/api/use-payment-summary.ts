import { useQuery } from '@tanstack/react-query';
import { paymentDataQueryOptions } from '../../../lib/customer-data-queries.ts';

/** The member's payment data for its tile, asked only when the tile shows. */
export function usePaymentSummary(enabled: boolean) {
  return useQuery({ ...paymentDataQueryOptions(), enabled });
}
