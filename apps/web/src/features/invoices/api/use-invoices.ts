import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../lib/invoice-queries.ts';

/** The member's invoices, newest first. */
export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
