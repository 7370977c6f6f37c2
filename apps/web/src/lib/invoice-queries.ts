import { listInvoices } from '@motus/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The member's invoices, newest first: the invoices screen and self-service's tile read the same cache entry. */
export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: ['invoices'] as const,
    queryFn: ({ signal }) => api(listInvoices, { signal }),
  });
}
