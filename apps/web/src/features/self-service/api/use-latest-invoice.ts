import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../../lib/invoice-queries.ts';

/** The member's newest invoice for the invoices tile, asked only where the member may see invoices. */
export function useLatestInvoice(enabled: boolean) {
  return useQuery({ ...invoicesQueryOptions(), enabled, select: (invoices) => invoices[0] ?? null });
}
